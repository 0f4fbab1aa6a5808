import { serverPart } from './serverPart';

serverPart(3);
