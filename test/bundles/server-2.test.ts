import { serverPart } from './serverPart';

serverPart(2);
