// Browser journeys take longer than Jest's 5 s default (a project-level testTimeout is ignored by Jest).
jest.setTimeout(120_000);
