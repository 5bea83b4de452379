// The hospital's profile form (/hospital-edit-profile), checked with the contract's field schemas so the
// messages are the spec's (part 1 section 5).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { hospitalProfileFields } from '../../../shared/contract/hospital';

export interface HospitalProfileValues {
  name: string;
  phone_number: string;
  email: string;
}

// The values are text and the call accepts them as typed, so the resolver answers them raw.
export const hospitalProfileResolver = zodResolver(z.object(hospitalProfileFields), undefined, { raw: true }) as unknown as Resolver<HospitalProfileValues>;
