// The hospital's profile form (/hospital-edit-profile), checked with the contract's field schemas so the
// messages are the spec's (part 1 section 5).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { hospitalProfileFields } from '../../../shared/contract/hospital';

export const hospitalProfileResolver = zodResolver(z.object(hospitalProfileFields));
