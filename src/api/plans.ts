/**
 * The plan catalogue, for the payments pages only: it is a module of its own (not re-exported by
 * ./index) so the start chunk every screen loads does not carry every plan's texts.
 */
export { plans } from '../../common/plans.gen';
