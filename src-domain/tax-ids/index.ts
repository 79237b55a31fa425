export { isValidCif } from './cif';
export { isValidDni } from './dni';
export { isValidNie } from './nie';
export { isValidNif } from './nif';
