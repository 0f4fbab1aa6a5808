/**
 * Staff commands (SPEC has no staff screens):
 *   npm run staff -- list-appointments
 *   npm run staff -- earlier-slot-waits
 *   npm run staff -- schedule <uuid> [--link URL] | add-link <uuid> URL | complete <uuid> | miss <uuid>
 *   npm run staff -- prescribe --email E --medication "genérico|presentación|dosis|vía|frecuencia|duración|indicaciones" [...] [--provider UUID]
 *   npm run staff -- seed-demo
 *   npm run staff -- messages [--save-log <id> <file>]
 *   npm run staff -- reminders [--upcoming]
 *   npm run staff -- tracking --email E
 *   npm run staff -- arco list | answer <id> procedente|improcedente "text" | done <id> | export <id> <file> | purge
 *   npm run staff -- oxxo paid|expire <checkout session id>   (simulated checkout's OXXO vouchers)
 *   npm run staff -- invoices [attach <id> --pdf F --xml F]
 *   npm run staff -- backup --out FILE        (encrypted backup; from the running server, or in-process when stopped)
 *   npm run staff -- restore FILE [--force]   (portal stopped; into an empty data folder or database)
 *   npm run staff -- backups                  (the files in BACKUP_DIR, nightly ones kept BACKUP_KEEP)
 * While the server runs, commands go through its loopback-only staff API (the embedded database must never
 * be opened by two processes); otherwise the CLI takes the data-folder lock and runs the same handlers itself.
 */
import { runStaff } from './runStaff';

runStaff(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr }).then((code) => process.exit(code));
