// Every screen and message says "Dr. {{name}}" (डॉ. in Hindi) itself, so a title the doctor or a hospital
// typed into the name ("Dr", "Dr.", "Doctor", "डॉ.") would show twice: "Dr. Dr. Asha Rao".

const TYPED_TITLE = /^(?:dr|doctor|डॉ|डॉक्टर|डा)(?:\.\s*|\s+)/iu;

/** The doctor's name without a leading title; a name that is nothing but a title stays as it is. */
export function withoutDoctorTitle(name: string): string {
  let bare = name.trim();
  while (TYPED_TITLE.test(bare)) bare = bare.replace(TYPED_TITLE, '').trim();
  return bare || name.trim();
}
