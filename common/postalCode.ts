/** A Mexican código postal, her home's or her fiscal one: five digits. */
export const POSTAL_CODE = /^[0-9]{5}$/;
