// /delete-account's password, checked by the contract's own rule and message (the server's).
import { zodResolver } from '@hookform/resolvers/zod';
import { requestErasureForm } from '../../../shared/contract/privacy';

export const requestErasureResolver = zodResolver(requestErasureForm);
