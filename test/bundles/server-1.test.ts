import { serverPart } from './serverPart';

serverPart(1);
