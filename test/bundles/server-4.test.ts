import { serverPart } from './serverPart';

serverPart(4);
