// /family's form checks with the contract's own field group (the server's rules and messages): a name as
// every booking's person is named, an age, and a choice of sex and relation.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { familyMemberFields } from '../../../shared/contract/patient-account';

export const familyMemberResolver = zodResolver(z.object(familyMemberFields));
