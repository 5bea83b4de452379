// The patient's rights over their data: take a copy of it, see who read it, ask for a correction, erase the
// account, the consents given and withdrawn, grievances, and the notice of a breach.
import { z } from 'zod';
import { defineCall } from './define';
import { id } from './fields';

// ---- Consents and the privacy notice ----

// ---- A copy of my data, and who saw my records ----

// ---- Corrections ----

// ---- Erasure ----

// ---- Grievances and breach notices ----
