import { videoLink } from '../../common/videoLink';

describe('the video link in an appointment', () => {
  it('is the first web address in the notes', () => {
    expect(videoLink({ notes: 'Enlace: https://meet.example.com/abc-def gracias' })).toBe('https://meet.example.com/abc-def');
  });

  it('is missing while the notes hold none', () => {
    expect(videoLink({ notes: null })).toBeNull();
    expect(videoLink({ notes: 'La doctora enviará la liga' })).toBeNull();
    expect(videoLink({})).toBeNull();
  });
});
