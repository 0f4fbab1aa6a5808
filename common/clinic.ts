/** SPEC §7: every booking names the clinic's one virtual location; the server refuses any other. */
export const CLINIC_LOCATION_UUID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
