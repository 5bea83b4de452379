// The desk's App form, checked by the contract's own rules (the server's messages).
import { zodResolver } from '@hookform/resolvers/zod';
import { setAppVersion } from '../../../shared/contract/operator';

export const versionResolver = zodResolver(setAppVersion.request);
