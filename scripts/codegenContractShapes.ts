/**
 * common/contractShapes.gen.ts: what every operation's parameters, body and answer hold, as the redaction
 * shapes of common/redaction.ts, from the `x-data` class each leaf of openapi.yaml names
 * (common/dataClasses.ts). The action log and the server's log both redact with these, so a property added
 * to the contract is redacted by both as its class says, with no list to update. Codegen fails on a leaf
 * with no class, or with one the table does not know.
 */
import { dataClasses, isDataClass } from '../common/dataClasses';

export const contractShapesOutput = 'common/contractShapes.gen.ts';

type Json = Record<string, unknown>;
interface Spec {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Json>; parameters?: Record<string, Json> };
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const refName = (node: Json): string | undefined =>
  typeof node.$ref === 'string'
    ? node.$ref.split('/').pop()
    : Array.isArray(node.allOf) && node.allOf.length === 1 && isObj(node.allOf[0])
      ? refName(node.allOf[0])
      : undefined;
const camel = (name: string) => name[0].toLowerCase() + name.slice(1);
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
/** A schema's constant: suffixed, so that schemas named Error or Date do not hide the globals. */
const constant = (name: string) => `${name}Shape`;

/** Renders the module; `problems` collects every leaf without a known class (codegen then fails listing them all). */
export function renderContractShapes(spec: Spec): string {
  const { schemas } = spec.components;
  const problems: string[] = [];
  const emitted = new Map<string, string>();
  const order: string[] = [];

  const isStructure = (node: Json): boolean => {
    const ref = refName(node);
    if (ref) return isStructure(schemas[ref]);
    return (
      node.type === 'object' || node.type === 'array' || isObj(node.properties) || Array.isArray(node.allOf) || Array.isArray(node.oneOf)
    );
  };

  /** The shape of a scalar leaf: its own class, else the class of the schema it refers to. */
  const leaf = (node: Json, at: string): string => {
    const ref = refName(node);
    const target = ref ? schemas[ref] : undefined;
    const cls = node['x-data'] ?? target?.['x-data'];
    if (!isDataClass(cls)) {
      problems.push(`${at}: ${cls === undefined ? 'no x-data class' : `unknown x-data class ${JSON.stringify(cls)}`}`);
      return JSON.stringify('[text]');
    }
    const values = node.enum ?? target?.enum;
    // null needs no listing: a null is kept as null whatever its shape.
    if (cls === 'enum' && Array.isArray(values)) return `{ oneOf: ${JSON.stringify(values.filter((v) => v !== null))} }`;
    return JSON.stringify(dataClasses[cls]);
  };

  const shapeOf = (node: Json, at: string): string => {
    const ref = refName(node);
    if (ref) return isStructure(schemas[ref]) ? named(ref) : leaf(node, at);
    if (Array.isArray(node.allOf)) {
      const parts = node.allOf.map((part: Json, i: number) => fieldsOf(part, `${at}.allOf[${i}]`));
      return `{ fields: { ${parts.join(', ')} } }`;
    }
    if (Array.isArray(node.oneOf)) {
      // A value of a scalar alternative meets the object's shape and is redacted whole, as text.
      const structured = node.oneOf.filter((alt: Json) => isStructure(alt));
      node.oneOf.forEach((alt: Json, i: number) => {
        if (!isStructure(alt)) leaf(alt, `${at}.oneOf[${i}]`);
      });
      return structured.length === 1 ? shapeOf(structured[0], at) : JSON.stringify('[text]');
    }
    if (node.type === 'array') {
      const items = isObj(node.items) ? node.items : {};
      if (isStructure(items)) return `{ each: ${shapeOf(items, `${at}[]`)} }`;
      return `{ each: ${node['x-data'] !== undefined ? leaf(node, at) : leaf(items, `${at}[]`)} }`;
    }
    if (node.type === 'object' || isObj(node.properties)) return `{ fields: { ${fieldsOf(node, at)} } }`;
    return leaf(node, at);
  };

  /** An object's fields, to write inside another object's: a named one's by spreading its constant's. */
  const fieldsOf = (node: Json, at: string): string => {
    const ref = refName(node);
    if (ref) return `...${named(ref)}.fields`;
    const props = isObj(node.properties) ? node.properties : {};
    return Object.entries(props)
      .map(([name, value]) => `${key(name)}: ${shapeOf(value as Json, `${at}.${name}`)}`)
      .join(', ');
  };

  /** A named schema becomes a constant of its own, emitted after those it uses. */
  function named(name: string): string {
    if (!emitted.has(name)) {
      emitted.set(name, '');
      emitted.set(name, shapeOf(schemas[name], name));
      order.push(name);
    }
    return constant(name);
  }
  for (const name of Object.keys(schemas)) if (isStructure(schemas[name])) named(name);

  const portal: string[] = [];
  const staff: string[] = [];
  const routes: string[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of methods) {
      const op = item[method];
      if (!isObj(op)) continue;
      const id = String(op.operationId);
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])].map((p: Json) => {
        const ref = refName(p);
        return ref ? (spec.components.parameters?.[ref] ?? {}) : p;
      });
      const paramFields = params.map((p) => {
        const at = `${id} parameter ${String(p.name)}`;
        const schema = isObj(p.schema) ? p.schema : {};
        const shape = p['x-data'] !== undefined ? leaf(p, at) : isStructure(schema) ? shapeOf(schema, at) : leaf(schema, at);
        return `${key(String(p.name))}: ${shape}`;
      });
      const content = isObj(op.requestBody) && isObj(op.requestBody.content) ? op.requestBody.content : undefined;
      const [bodyType, bodyMedia] = content ? Object.entries(content)[0] : [];
      let body = '';
      if (isObj(bodyMedia) && isObj(bodyMedia.schema)) {
        const ref = bodyType === 'application/json' ? refName(bodyMedia.schema) : undefined;
        // The name @rtk-query/codegen-openapi gives the body among the endpoint's arguments.
        body = `, body: { arg: ${JSON.stringify(ref ? camel(ref) : 'body')}, shape: ${shapeOf(bodyMedia.schema, `${id} body`)} }`;
      }
      // Staff routes are the CLI's: the web client never calls them (codegen.config.ts), so its bundle leaves them out.
      (path.startsWith('/staff') ? staff : portal).push(
        `  ${id}: { params: { fields: { ${paramFields.join(', ')} } }${body}, response: ${responseShape(op, id, shapeOf)} },`,
      );
      routes.push(`  ${id}: ${JSON.stringify(`${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`)},`);
    }
  }
  if (problems.length)
    throw new Error(`openapi.yaml: every leaf names its kind of data in x-data (common/dataClasses.ts):\n  ${problems.join('\n  ')}`);

  return `/**
 * GENERATED by \`npm run codegen\` from the \`x-data\` classes of openapi.yaml (scripts/codegenContractShapes.ts):
 * never edit by hand. What each operation's parameters, body and successful answer may keep, as redaction shapes.
 * Plain data, no calls: a bundle keeps only the constants it imports.
 */
import type { ObjectShape, Shape } from './redaction';

${order.map((name) => `export const ${constant(name)}: ${emitted.get(name)!.startsWith('{ fields') ? 'ObjectShape' : 'Shape'} = ${emitted.get(name)};`).join('\n')}

export interface OperationShapes {
  /** Path, query and header parameters, by name. */
  params: ObjectShape;
  /** The request body, and its name among the generated client's arguments. */
  body?: { arg: string; shape: Shape };
  /** The successful answer. */
  response: Shape;
}

/** Every operation the web client calls, by operationId. */
export const portalOperationShapes: Record<string, OperationShapes> = {
${portal.join('\n')}
};

/** The staff tools' operations (loopback only). */
export const staffOperationShapes: Record<string, OperationShapes> = {
${staff.join('\n')}
};

/**
 * The patterns of the contract's shared parameters, by component name: what a value typed into a URL must look
 * like before anything keeps it as an id.
 */
export const parameterPatterns: Record<string, string> = {
${parameterPatterns(spec).join('\n')}
};

/** Every operation's route as the server registers it (\`METHOD /api/path/:param\`), by operationId. */
export const operationRoutes: Record<string, string> = {
${routes.join('\n')}
};
`;
}

function parameterPatterns(spec: Spec): string[] {
  return Object.entries(spec.components.parameters ?? {}).flatMap(([name, parameter]) => {
    const pattern = isObj(parameter) && isObj(parameter.schema) ? parameter.schema.pattern : undefined;
    return typeof pattern === 'string' ? [`  ${name}: ${JSON.stringify(pattern)},`] : [];
  });
}

function responseShape(op: Json, id: string, shapeOf: (node: Json, at: string) => string): string {
  const responses = isObj(op.responses) ? op.responses : {};
  const success = Object.keys(responses).find((code) => /^2/.test(code));
  const answer = success ? responses[success] : undefined;
  const content = isObj(answer) && isObj(answer.content) ? answer.content : undefined;
  if (!content) return '{ fields: {} }';
  const [type, media] = Object.entries(content)[0];
  if (type === 'application/json' && isObj(media) && isObj(media.schema)) return shapeOf(media.schema, `${id} answer`);
  // PDFs, XML and pages are files to the log; a plain-text answer is text.
  return JSON.stringify(type === 'text/plain' ? dataClasses.text : dataClasses.file);
}
