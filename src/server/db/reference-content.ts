// Reference content: cities, the lab test catalogue, the specialisations doctors write on their cards and
// the static pages (about us, refund policy, privacy policy, terms and conditions, FAQ), each in English
// and Hindi.
// Static pages are HTML fragments using only h2, h3, p, ul, ol, li, strong, em and a (in-app hrefs).
// The seed (src/server/seed/reference.ts) writes it into an empty database and migration 0007 adds its Hindi
// names to an older one, so it lives here, below both.

type StaticPageContentKey = 'about_us' | 'refund_policy' | 'privacy_policy' | 'terms_&_condition' | 'faq';

interface LocalizedHtml {
  en: string;
  hi: string;
}

interface MedicalTest {
  code: string;
  name: string;
  name_hi: string;
}

/** A name people read, with its Hindi beside it. */
interface Bilingual {
  name: string;
  name_hi: string;
}

/** Cities offered in the city picker; the home town comes first. */
export const CITIES: readonly Bilingual[] = [
  { name: 'Deoria', name_hi: 'देवरिया' },
  { name: 'Gorakhpur', name_hi: 'गोरखपुर' },
  { name: 'Kushinagar', name_hi: 'कुशीनगर' },
  { name: 'Maharajganj', name_hi: 'महराजगंज' },
  { name: 'Basti', name_hi: 'बस्ती' },
  { name: 'Ballia', name_hi: 'बलिया' },
  { name: 'Azamgarh', name_hi: 'आज़मगढ़' },
  { name: 'Varanasi', name_hi: 'वाराणसी' },
  { name: 'Ayodhya', name_hi: 'अयोध्या' },
  { name: 'Lucknow', name_hi: 'लखनऊ' },
  { name: 'Prayagraj', name_hi: 'प्रयागराज' },
  { name: 'Kanpur', name_hi: 'कानपुर' },
];

/**
 * What doctors commonly write as their specialisation (a free text on the doctor's card), each with the
 * Hindi a patient reads. The screens match a doctor's text against these, whole, without regard to case
 * or a closing full stop, and part by part when it joins several with "and", "&" or commas; a text
 * they do not know shows as written.
 */
export const SPECIALISATIONS: readonly Bilingual[] = [
  { name: 'General Physician', name_hi: 'सामान्य डॉक्टर (फ़िज़िशियन)' },
  { name: 'Physician', name_hi: 'फ़िज़िशियन' },
  { name: 'Family Physician', name_hi: 'फ़ैमिली डॉक्टर' },
  { name: 'Gynaecologist', name_hi: 'महिला रोग विशेषज्ञ' },
  { name: 'Gynecologist', name_hi: 'महिला रोग विशेषज्ञ' },
  { name: 'Obstetrician', name_hi: 'प्रसूति विशेषज्ञ' },
  { name: 'Orthopaedic Surgeon', name_hi: 'हड्डी रोग विशेषज्ञ (ऑर्थोपेडिक सर्जन)' },
  { name: 'Orthopedic Surgeon', name_hi: 'हड्डी रोग विशेषज्ञ (ऑर्थोपेडिक सर्जन)' },
  { name: 'Orthopaedician', name_hi: 'हड्डी रोग विशेषज्ञ' },
  { name: 'Dentist', name_hi: 'दांत के डॉक्टर' },
  { name: 'Dental Surgeon', name_hi: 'दांत के डॉक्टर (डेंटल सर्जन)' },
  { name: 'Cardiologist', name_hi: 'दिल के डॉक्टर' },
  { name: 'Neurologist', name_hi: 'न्यूरो डॉक्टर (नस-दिमाग़)' },
  { name: 'Gastroenterologist', name_hi: 'पेट रोग विशेषज्ञ' },
  { name: 'Paediatrician', name_hi: 'बच्चों के डॉक्टर' },
  { name: 'Pediatrician', name_hi: 'बच्चों के डॉक्टर' },
  { name: 'ENT Specialist', name_hi: 'नाक, कान, गला (ENT) विशेषज्ञ' },
  { name: 'Eye Specialist', name_hi: 'आंख के डॉक्टर' },
  { name: 'Ophthalmologist', name_hi: 'आंख के डॉक्टर' },
  { name: 'Dermatologist', name_hi: 'त्वचा रोग विशेषज्ञ' },
  { name: 'Skin Specialist', name_hi: 'त्वचा रोग विशेषज्ञ' },
  { name: 'Psychiatrist', name_hi: 'मानसिक रोग विशेषज्ञ' },
  { name: 'Surgeon', name_hi: 'सर्जन' },
  { name: 'General Surgeon', name_hi: 'सर्जन' },
  { name: 'Chest Physician', name_hi: 'छाती रोग विशेषज्ञ' },
  { name: 'Pulmonologist', name_hi: 'छाती रोग विशेषज्ञ' },
  { name: 'Urologist', name_hi: 'पेशाब रोग विशेषज्ञ (यूरोलॉजिस्ट)' },
  { name: 'Nephrologist', name_hi: 'किडनी रोग विशेषज्ञ' },
  { name: 'Diabetologist', name_hi: 'शुगर (डायबिटीज़) के डॉक्टर' },
  { name: 'Endocrinologist', name_hi: 'हार्मोन रोग विशेषज्ञ' },
  { name: 'Oncologist', name_hi: 'कैंसर रोग विशेषज्ञ' },
  { name: 'Physiotherapist', name_hi: 'फ़िज़ियोथेरेपिस्ट' },
  { name: 'Radiologist', name_hi: 'रेडियोलॉजिस्ट (एक्स-रे, अल्ट्रासाउंड)' },
  { name: 'Ayurvedic Physician', name_hi: 'आयुर्वेदिक डॉक्टर' },
  { name: 'Homeopathic Physician', name_hi: 'होम्योपैथिक डॉक्टर' },
  { name: 'Multi-speciality care', name_hi: 'कई रोगों का इलाज (मल्टी-स्पेशियलिटी)' },
];

/** Common diagnostic tests: short uppercase code, English and Hindi display names. */
export const MEDICAL_TESTS: readonly MedicalTest[] = [
  // Blood counts and inflammation
  { code: 'CBC', name: 'Complete Blood Count (CBC)', name_hi: 'सीबीसी (पूरा ब्लड काउंट)' },
  { code: 'HB', name: 'Haemoglobin (Hb)', name_hi: 'हीमोग्लोबिन (Hb)' },
  { code: 'PLATELET', name: 'Platelet Count', name_hi: 'प्लेटलेट काउंट' },
  { code: 'ESR', name: 'Erythrocyte Sedimentation Rate (ESR)', name_hi: 'ईएसआर (ESR)' },
  { code: 'CRP', name: 'C-Reactive Protein (CRP)', name_hi: 'सी-रिएक्टिव प्रोटीन (CRP)' },
  { code: 'BLOOD_GROUP', name: 'Blood Group and Rh Typing', name_hi: 'ब्लड ग्रुप और Rh' },
  { code: 'PT_INR', name: 'Prothrombin Time (PT/INR)', name_hi: 'प्रोथ्रोम्बिन टाइम (PT/INR)' },
  // Sugar
  { code: 'FBS', name: 'Fasting Blood Sugar (FBS)', name_hi: 'खाली पेट शुगर (FBS)' },
  { code: 'PPBS', name: 'Post-Prandial Blood Sugar (PPBS)', name_hi: 'खाने के बाद शुगर (PPBS)' },
  { code: 'RBS', name: 'Random Blood Sugar (RBS)', name_hi: 'रैंडम शुगर (RBS)' },
  { code: 'HBA1C', name: 'HbA1c (Glycated Haemoglobin)', name_hi: 'HbA1c (3 महीने की औसत शुगर)' },
  // Organ function and biochemistry
  { code: 'LFT', name: 'Liver Function Test (LFT)', name_hi: 'लिवर फ़ंक्शन टेस्ट (LFT)' },
  { code: 'KFT', name: 'Kidney Function Test (KFT)', name_hi: 'किडनी फ़ंक्शन टेस्ट (KFT)' },
  { code: 'LIPID', name: 'Lipid Profile', name_hi: 'लिपिड प्रोफ़ाइल (कोलेस्ट्रॉल)' },
  { code: 'CREATININE', name: 'Serum Creatinine', name_hi: 'सीरम क्रिएटिनिन' },
  { code: 'URIC_ACID', name: 'Serum Uric Acid', name_hi: 'सीरम यूरिक एसिड' },
  {
    code: 'ELECTROLYTES',
    name: 'Serum Electrolytes (Sodium, Potassium, Chloride)',
    name_hi: 'सीरम इलेक्ट्रोलाइट (सोडियम, पोटैशियम, क्लोराइड)',
  },
  { code: 'CALCIUM', name: 'Serum Calcium', name_hi: 'सीरम कैल्शियम' },
  // Thyroid, vitamins, iron
  { code: 'TSH', name: 'Thyroid Stimulating Hormone (TSH)', name_hi: 'थायरॉइड टेस्ट (TSH)' },
  { code: 'THYROID', name: 'Thyroid Profile (T3, T4, TSH)', name_hi: 'थायरॉइड प्रोफ़ाइल (T3, T4, TSH)' },
  { code: 'VIT_D', name: 'Vitamin D (25-OH)', name_hi: 'विटामिन D (25-OH)' },
  { code: 'VIT_B12', name: 'Vitamin B12', name_hi: 'विटामिन B12' },
  { code: 'IRON', name: 'Iron Studies (Serum Iron, TIBC, Ferritin)', name_hi: 'आयरन जांच (सीरम आयरन, TIBC, फ़ेरिटिन)' },
  // Urine and stool
  { code: 'URINE_RE', name: 'Urine Routine and Microscopy', name_hi: 'पेशाब की सामान्य जांच' },
  { code: 'URINE_CS', name: 'Urine Culture and Sensitivity', name_hi: 'पेशाब कल्चर' },
  { code: 'STOOL_RE', name: 'Stool Routine Examination', name_hi: 'मल की सामान्य जांच' },
  { code: 'UPT', name: 'Urine Pregnancy Test (UPT)', name_hi: 'प्रेगनेंसी टेस्ट (पेशाब)' },
  // Fever and infections
  { code: 'DENGUE_NS1', name: 'Dengue NS1 Antigen', name_hi: 'डेंगू NS1 एंटीजन' },
  { code: 'DENGUE_IGM', name: 'Dengue IgG and IgM Antibody', name_hi: 'डेंगू IgG और IgM एंटीबॉडी' },
  { code: 'MALARIA', name: 'Malaria Parasite (Smear / Rapid Test)', name_hi: 'मलेरिया जांच (स्मीयर / रैपिड)' },
  { code: 'WIDAL', name: 'Widal Test (Typhoid)', name_hi: 'विडाल टेस्ट (टाइफ़ाइड)' },
  { code: 'TYPHIDOT', name: 'Typhidot IgM (Typhoid)', name_hi: 'टाइफ़ीडॉट IgM (टाइफ़ाइड)' },
  { code: 'SPUTUM_AFB', name: 'Sputum AFB (Tuberculosis)', name_hi: 'बलगम AFB (टीबी)' },
  { code: 'HIV', name: 'HIV 1 and 2 Antibody', name_hi: 'HIV 1 और 2 एंटीबॉडी' },
  { code: 'HBSAG', name: 'Hepatitis B Surface Antigen (HBsAg)', name_hi: 'हेपेटाइटिस B (HBsAg)' },
  { code: 'HCV', name: 'Hepatitis C Antibody (Anti-HCV)', name_hi: 'हेपेटाइटिस C एंटीबॉडी (Anti-HCV)' },
  { code: 'VDRL', name: 'VDRL (Syphilis)', name_hi: 'VDRL (सिफ़लिस)' },
  { code: 'RA_FACTOR', name: 'Rheumatoid Factor (RA)', name_hi: 'रूमेटॉइड फ़ैक्टर (RA)' },
  { code: 'PSA', name: 'Prostate-Specific Antigen (PSA)', name_hi: 'पीएसए (प्रोस्टेट जांच)' },
  // Imaging and cardiac
  { code: 'XRAY_CHEST', name: 'X-Ray Chest (PA View)', name_hi: 'छाती का एक्स-रे (PA व्यू)' },
  { code: 'USG_ABDOMEN', name: 'Ultrasound Whole Abdomen (USG)', name_hi: 'पूरे पेट का अल्ट्रासाउंड (USG)' },
  { code: 'ECG', name: 'Electrocardiogram (ECG)', name_hi: 'ईसीजी (ECG)' },
  { code: 'ECHO', name: '2D Echocardiography (ECHO)', name_hi: '2D इको (ECHO)' },
];

const ABOUT_US: LocalizedHtml = {
  en: `<h2>About Parchee</h2>
<p>Parchee makes it easy to see a doctor without standing in a long line. Book your parchee (OPD slip) from your phone, get a token number, and reach the clinic or hospital when your turn is near. Parchee started in Deoria, Uttar Pradesh, and now serves patients across eastern Uttar Pradesh.</p>
<h3>What you can do with Parchee</h3>
<ul>
<li><strong>Book a parchee with a token number</strong> in a doctor's Morning, Afternoon or Evening slot.</li>
<li><strong>Follow the live queue</strong> to see which token the doctor is seeing now and how many patients are ahead of you.</li>
<li><strong>Book at government hospitals</strong> by department, such as Medicine, Eye, Heart, ENT, Chest, Skin and Surgery.</li>
<li><strong>Book lab tests</strong> and get your reports in the app.</li>
<li><strong>Order medicine delivery</strong> from your prescription, normal or urgent.</li>
<li><strong>Ask for emergency help</strong> by sending a trauma or non-trauma emergency request to a hospital.</li>
</ul>
<h3>Parchee in numbers</h3>
<ul>
<li><strong>15+</strong> hospitals</li>
<li><strong>150+</strong> doctors</li>
<li><strong>2500+</strong> users</li>
</ul>
<h3>Become a Parchee agent</h3>
<p>Help people in your village or neighbourhood book their parchee, and earn with us. An agent gets <strong>₹1000 for every 70 new accepted bookings</strong>. Only new bookings that the doctor or hospital accepts are counted, and you can follow your count in the app.</p>
<h3>Talk to us</h3>
<p>Have a question or a suggestion, or does your clinic want to join Parchee? Write to us from the <a href="/contact-us">Contact us</a> page.</p>`,
  hi: `<h2>पर्ची ऐप के बारे में</h2>
<p>पर्ची ऐप के साथ डॉक्टर को दिखाने के लिए लंबी लाइन में खड़े रहने की ज़रूरत नहीं। अपने मोबाइल से पर्ची बुक करें, टोकन नंबर पाएं और अपनी बारी पास आने पर क्लिनिक या अस्पताल पहुँचें। पर्ची ऐप की शुरुआत देवरिया, उत्तर प्रदेश से हुई और आज यह पूर्वी उत्तर प्रदेश के कई शहरों में मरीज़ों के काम आ रहा है।</p>
<h3>पर्ची ऐप पर आप क्या कर सकते हैं</h3>
<ul>
<li><strong>टोकन नंबर के साथ पर्ची बुक करें</strong> — डॉक्टर के सुबह, दोपहर या शाम के स्लॉट में।</li>
<li><strong>लाइव स्थिति देखें</strong> — डॉक्टर अभी कौन सा टोकन देख रहे हैं और आपसे पहले कितने मरीज़ हैं।</li>
<li><strong>सरकारी अस्पताल में बुकिंग करें</strong> — मेडिसिन, आंख, दिल, नाक-कान-गला, छाती, त्वचा और सर्जरी जैसे विभागों में।</li>
<li><strong>लैब जांच बुक करें</strong> और रिपोर्ट ऐप में ही पाएं।</li>
<li><strong>दवा डिलीवरी मंगाएं</strong> — अपने पर्चे से, सामान्य या अर्जेंट।</li>
<li><strong>इमरजेंसी में मदद मांगें</strong> — चोट या दुर्घटना में, या अचानक बीमारी में अस्पताल को इमरजेंसी अनुरोध भेजें।</li>
</ul>
<h3>आंकड़ों में पर्ची ऐप</h3>
<ul>
<li><strong>15+</strong> अस्पताल</li>
<li><strong>150+</strong> डॉक्टर</li>
<li><strong>2500+</strong> यूज़र</li>
</ul>
<h3>पर्ची एजेंट बनें</h3>
<p>अपने गांव या मोहल्ले के लोगों की पर्ची बुक कराने में मदद करें और हमारे साथ कमाई करें। एजेंट को <strong>हर 70 नई मंज़ूर बुकिंग पर ₹1000</strong> मिलते हैं। सिर्फ़ वही नई बुकिंग गिनी जाती हैं जिन्हें डॉक्टर या अस्पताल मंज़ूर करते हैं, और अपनी गिनती आप ऐप में देख सकते हैं।</p>
<h3>हमसे बात करें</h3>
<p>कोई सवाल या सुझाव है, या आपका क्लिनिक पर्ची ऐप से जुड़ना चाहता है? <a href="/contact-us">संपर्क करें</a> पेज से हमें लिखें।</p>`,
};

const REFUND_POLICY: LocalizedHtml = {
  en: `<h2>Refund policy</h2>
<p>This policy explains when money paid through Parchee is returned to you. It covers the app charge on doctor bookings, lab test bookings and medicine delivery orders.</p>
<h3>App charge on doctor bookings</h3>
<ul>
<li>If the doctor or hospital cancels your booking, the full app charge is refunded.</li>
<li>If the doctor reschedules, your booking stays valid for the new date or slot. If the new time does not suit you, ask for a refund from the <a href="/contact-us">Contact us</a> page before the new time.</li>
<li>A fee paid directly at the clinic or hospital counter is settled by that clinic or hospital.</li>
</ul>
<h3>Lab tests</h3>
<ul>
<li>If the lab denies or cancels your test booking, any amount paid through the app is refunded in full.</li>
<li>If you cancel before the sample is collected, the amount is refunded. Once the sample has been collected, the test cannot be cancelled or refunded.</li>
</ul>
<h3>Medicine delivery</h3>
<ul>
<li>You can cancel a delivery order before it is dispatched and get a full refund, including the delivery charge.</li>
<li>After dispatch, the order cannot be cancelled. If you receive wrong or damaged medicines, tell us with your order details.</li>
</ul>
<h3>When and how you get your money</h3>
<p>Refunds go back to the same payment method you used, within <strong>5 to 7 working days</strong> of the cancellation. Your bank may sometimes take a little longer to show the amount. If you have not received it after 7 working days, write to us from the <a href="/contact-us">Contact us</a> page with your booking details and registered mobile number.</p>`,
  hi: `<h2>रिफ़ंड नीति</h2>
<p>इस नीति में बताया गया है कि पर्ची ऐप से दिया गया पैसा आपको कब वापस मिलता है। यह डॉक्टर बुकिंग के ऐप शुल्क, लैब जांच की बुकिंग और दवा डिलीवरी के ऑर्डर पर लागू होती है।</p>
<h3>डॉक्टर बुकिंग का ऐप शुल्क</h3>
<ul>
<li>अगर डॉक्टर या अस्पताल आपकी बुकिंग रद्द करते हैं, तो पूरा ऐप शुल्क वापस मिलेगा।</li>
<li>अगर डॉक्टर समय बदलते हैं, तो आपकी बुकिंग नई तारीख या स्लॉट के लिए मान्य रहती है। नया समय आपके लिए ठीक न हो, तो नए समय से पहले <a href="/contact-us">संपर्क करें</a> पेज से रिफ़ंड मांगें।</li>
<li>क्लिनिक या अस्पताल के काउंटर पर सीधे दी गई फ़ीस का हिसाब वही क्लिनिक या अस्पताल करता है।</li>
</ul>
<h3>लैब जांच</h3>
<ul>
<li>अगर लैब आपकी जांच की बुकिंग नामंज़ूर या रद्द करती है, तो ऐप से दिया गया पूरा पैसा वापस मिलेगा।</li>
<li>सैंपल लिए जाने से पहले आप बुकिंग रद्द करें, तो पैसा वापस मिलेगा। सैंपल ले लिए जाने के बाद जांच रद्द नहीं होगी और पैसा वापस नहीं होगा।</li>
</ul>
<h3>दवा डिलीवरी</h3>
<ul>
<li>दवा भेजे जाने से पहले आप ऑर्डर रद्द कर सकते हैं और डिलीवरी चार्ज समेत पूरा पैसा वापस मिलेगा।</li>
<li>दवा भेज दिए जाने के बाद ऑर्डर रद्द नहीं हो सकता। अगर गलत या टूटी-फूटी दवा मिले, तो ऑर्डर की जानकारी के साथ हमें बताएं।</li>
</ul>
<h3>पैसा कब और कैसे मिलेगा</h3>
<p>रिफ़ंड उसी तरीके से वापस आता है जिससे आपने भुगतान किया था, रद्द होने के <strong>5 से 7 कामकाजी दिनों</strong> के अंदर। कभी-कभी बैंक में पैसा दिखने में थोड़ा ज़्यादा समय लग सकता है। 7 कामकाजी दिन बाद भी पैसा न मिले, तो बुकिंग की जानकारी और रजिस्टर किए मोबाइल नंबर के साथ <a href="/contact-us">संपर्क करें</a> पेज से हमें लिखें।</p>`,
};

const PRIVACY_POLICY: LocalizedHtml = {
  en: `<h2>Privacy policy</h2>
<p>Your health information is personal. This policy explains what Parchee keeps, who can see it, how we protect it, how long we keep it and what you can do about it. All of it is on the <a href="/my-data">My data and privacy</a> screen of your account.</p>
<h3>What we keep</h3>
<ul>
<li>Your name, mobile number, age, address and city, which you give when you register or book, and the family members you book for.</li>
<li>Booking details: the doctor, date, slot, token number and the problem you describe.</li>
<li>Health records: prescriptions and lab reports uploaded by you, your doctor or the lab.</li>
<li>Details you give for medicine delivery and emergency requests, such as the address.</li>
</ul>
<h3>Who can see your health records</h3>
<p>Your prescriptions and lab reports are visible only to:</p>
<ul>
<li>you, the patient;</li>
<li>the doctor or hospital of that booking;</li>
<li>the lab that does your test.</li>
</ul>
<p>Other patients, other doctors and other labs cannot open them. When you ask for a detail of a booking to be corrected, our call centre sees that one detail to check it. Every time someone opens or changes your records, it is written down: you can see who and when on <a href="/my-records-log">Who saw my records</a>.</p>
<h3>Your rights over your data</h3>
<ul>
<li><strong>A copy.</strong> Download everything we keep about you and your family as one file, with a page you can read on your phone.</li>
<li><strong>Correction.</strong> Ask for a wrong detail on a booking to be corrected; the call centre checks it and tells you the answer.</li>
<li><strong>Alerts.</strong> SMS alerts and notifications about your tokens are sent only with your consent, which you can withdraw at any time on <a href="/privacy-choices">Privacy choices</a>.</li>
<li><strong>Deleting your account.</strong> With your password, on <a href="/delete-account">Delete my account</a>. We wait 48 hours, in case you change your mind, then erase your name, mobile number, e-mail, address, family members, sign-in, alert settings, consents, requests to correct, notices and messages, and what you wrote in your grievances. Clinics must keep the records of your visits for some years by law: they stay without your name, mobile number or address, and are deleted when that time ends. The screen shows the date before you confirm. Your mobile number can then register again.</li>
<li><strong>A grievance.</strong> Write to our grievance officer, named below, from the app; you get an acknowledgement number and a reply.</li>
</ul>
<h3>How long we keep things</h3>
<p>Sign-ins end when they expire, one-time codes and links within a day, a download of your data within a day, and text messages after 90 days (a message that told you of a data breach stays as long as that notice). The record of who opened your records is kept for at least a year. If your data is ever exposed, we will tell you in the app and by SMS without delay.</p>
<h3>Photos and uploads</h3>
<p>Every photo uploaded to Parchee, such as a prescription or a report, is re-encoded on our server. This removes hidden data stored inside the file, including the location where the photo was taken.</p>
<h3>We do not sell your data</h3>
<p>We never sell or rent your personal or health data, and we do not use it for advertising. We share only what is needed for a service you asked for, for example your address for a medicine delivery, or when the law requires it.</p>
<h3>Sign-in and cookies</h3>
<p>When you sign in, your session is kept in a secure cookie. Signing out ends the session on that device. Keep your password and OTP to yourself.</p>`,
  hi: `<h2>प्राइवेसी नीति</h2>
<p>आपकी सेहत की जानकारी निजी है। इस नीति में बताया गया है कि पर्ची ऐप कौन सी जानकारी रखता है, उसे कौन देख सकता है, हम उसे कैसे सुरक्षित रखते हैं, कितने समय तक रखते हैं और आप उसके बारे में क्या कर सकते हैं। यह सब आपके खाते में <a href="/my-data">मेरा डेटा और प्राइवेसी</a> पर है।</p>
<h3>हम कौन सी जानकारी रखते हैं</h3>
<ul>
<li>आपका नाम, मोबाइल नंबर, उम्र, पता और शहर, जो आप रजिस्टर या बुक करते समय देते हैं, और परिवार के वे सदस्य जिनके लिए आप बुक करते हैं।</li>
<li>बुकिंग की जानकारी: डॉक्टर, तारीख, स्लॉट, टोकन नंबर और आपकी बताई समस्या।</li>
<li>सेहत के रिकॉर्ड: आपके, आपके डॉक्टर के या लैब के अपलोड किए पर्चे और लैब रिपोर्ट।</li>
<li>दवा डिलीवरी और इमरजेंसी अनुरोध के लिए दी गई जानकारी, जैसे पता।</li>
</ul>
<h3>आपके पर्चे और रिपोर्ट कौन देख सकता है</h3>
<p>आपके पर्चे और लैब रिपोर्ट सिर्फ़ इन्हें दिखते हैं:</p>
<ul>
<li>आप, यानी मरीज़;</li>
<li>उस बुकिंग के डॉक्टर या अस्पताल;</li>
<li>वह लैब जो आपकी जांच करती है।</li>
</ul>
<p>दूसरे मरीज़, दूसरे डॉक्टर और दूसरी लैब इन्हें नहीं खोल सकते। जब आप बुकिंग की कोई जानकारी ठीक करने के लिए कहते हैं, तो हमारा कॉल सेंटर उसे जांचने के लिए सिर्फ़ वही जानकारी देखता है। जब भी कोई आपके रिकॉर्ड खोलता या बदलता है, यह लिखा जाता है: किसने और कब, यह आप <a href="/my-records-log">मेरे रिकॉर्ड किसने देखे</a> पर देख सकते हैं।</p>
<h3>आपके डेटा पर आपके अधिकार</h3>
<ul>
<li><strong>कॉपी।</strong> हम आपके और आपके परिवार के बारे में जो कुछ रखते हैं, वह एक फ़ाइल में डाउनलोड करें, साथ में एक पेज जिसे आप फ़ोन पर पढ़ सकते हैं।</li>
<li><strong>सुधार।</strong> बुकिंग पर कोई गलत जानकारी ठीक करने के लिए कहें; कॉल सेंटर इसे जांचकर आपको जवाब बताएगा।</li>
<li><strong>अलर्ट।</strong> आपके टोकन के SMS अलर्ट और नोटिफ़िकेशन सिर्फ़ आपकी सहमति से भेजे जाते हैं, जिसे आप कभी भी <a href="/privacy-choices">प्राइवेसी और सहमति</a> पर वापस ले सकते हैं।</li>
<li><strong>अपना खाता मिटाना।</strong> अपने पासवर्ड के साथ, <a href="/delete-account">मेरा खाता मिटाएं</a> पर। हम 48 घंटे रुकते हैं, ताकि आप चाहें तो मन बदल सकें, फिर आपका नाम, मोबाइल नंबर, ईमेल, पता, परिवार के सदस्य, लॉग इन, अलर्ट की सेटिंग, सहमति, सुधार के अनुरोध, सूचनाएं और मैसेज, और आपकी शिकायतों में लिखी बातें मिटा देते हैं। कानून के अनुसार क्लिनिक को आपके दिखाने के रिकॉर्ड कुछ साल रखने होते हैं: वे आपके नाम, मोबाइल नंबर या पते के बिना रहते हैं, और वह समय पूरा होने पर मिटा दिए जाते हैं। पक्का करने से पहले स्क्रीन पर तारीख दिखती है। इसके बाद आपके मोबाइल नंबर से नया खाता बन सकता है।</li>
<li><strong>शिकायत।</strong> ऐप से हमारे शिकायत अधिकारी को लिखें, जिनका नाम नीचे है; आपको शिकायत नंबर और जवाब मिलेगा।</li>
</ul>
<h3>हम कितने समय तक रखते हैं</h3>
<p>लॉग इन अपना समय पूरा होने पर खत्म होता है, एक बार के कोड और लिंक एक दिन में, आपके डेटा का डाउनलोड एक दिन में, और SMS 90 दिन बाद मिटाए जाते हैं (जिस SMS ने आपको जानकारी लीक होने की सूचना दी, वह उस सूचना के साथ रहता है)। आपके रिकॉर्ड किसने खोले, यह कम से कम एक साल रखा जाता है। अगर कभी आपका डेटा लीक होता है, तो हम बिना देर किए आपको ऐप में और SMS से बताएंगे।</p>
<h3>फ़ोटो और अपलोड</h3>
<p>पर्ची ऐप पर अपलोड की गई हर फ़ोटो, जैसे पर्चा या रिपोर्ट, हमारे सर्वर पर दोबारा तैयार की जाती है। इससे फ़ाइल के अंदर छिपी जानकारी हट जाती है, जिसमें यह भी शामिल है कि फ़ोटो किस जगह खींची गई थी।</p>
<h3>हम आपका डेटा नहीं बेचते</h3>
<p>हम आपकी निजी या सेहत की जानकारी कभी किसी को नहीं बेचते या किराये पर नहीं देते, और विज्ञापन के लिए इसका इस्तेमाल नहीं करते। हम उतनी ही जानकारी साझा करते हैं जितनी आपकी मांगी सेवा के लिए ज़रूरी हो, जैसे दवा डिलीवरी के लिए आपका पता, या जब कानून ऐसा मांगे।</p>
<h3>लॉग इन और कुकी</h3>
<p>लॉग इन करने पर आपका सेशन एक सुरक्षित कुकी में रखा जाता है। लॉग आउट करने पर उस डिवाइस पर सेशन खत्म हो जाता है। अपना पासवर्ड और OTP किसी को न बताएं।</p>`,
};

const TERMS_AND_CONDITIONS: LocalizedHtml = {
  en: `<h2>Terms and conditions</h2>
<p>By using Parchee you agree to these terms. Please read them carefully.</p>
<h3>What Parchee does</h3>
<p>Parchee helps you book a parchee with doctors, clinics, government hospitals and labs, follow the queue and order medicine delivery. Parchee does not give medical advice; your diagnosis and treatment are decided by your doctor.</p>
<h3>Not for medical emergencies</h3>
<p>Parchee is not an emergency service. Apart from the emergency request feature, do not rely on the app in a medical emergency. In a serious emergency, call <strong>108</strong> for an ambulance or <strong>112</strong>, or go straight to the nearest hospital. Sending an emergency request does not guarantee that help will reach you in time.</p>
<h3>Token numbers and times</h3>
<p>Token numbers and estimated times are <em>indicative only</em>. The doctor may spend longer with some patients, see emergency cases first or change the time of a booking. Keep an eye on the live queue and reach a little early.</p>
<h3>Your responsibilities</h3>
<ul>
<li>Give correct details: name, age, mobile number, address and problem.</li>
<li>When you book for someone else, do it with their consent and enter their details correctly.</li>
<li>Keep your password and OTP to yourself. You are responsible for what is done from your account.</li>
<li>Do not make fake bookings or misuse the emergency request or the agent offer.</li>
<li>Treat doctors, hospital staff and lab staff with respect.</li>
</ul>
<h3>Changes and suspension</h3>
<p>We may suspend an account that breaks these terms. We may update these terms from time to time; using the app after an update means you accept the updated terms.</p>
<h3>Governing law</h3>
<p>These terms are governed by the laws of India. Any dispute will be heard only by the courts at Deoria, Uttar Pradesh.</p>
<p>Questions about these terms? <a href="/contact-us">Contact us</a>.</p>`,
  hi: `<h2>नियम और शर्तें</h2>
<p>पर्ची ऐप इस्तेमाल करके आप इन नियमों और शर्तों को मानते हैं। कृपया इन्हें ध्यान से पढ़ें।</p>
<h3>पर्ची ऐप क्या करता है</h3>
<p>पर्ची ऐप से आप डॉक्टर, क्लिनिक, सरकारी अस्पताल और लैब में पर्ची बुक कर सकते हैं, लाइन देख सकते हैं और दवा डिलीवरी मंगा सकते हैं। पर्ची ऐप इलाज की सलाह नहीं देता; बीमारी की पहचान और इलाज आपके डॉक्टर तय करते हैं।</p>
<h3>इमरजेंसी के लिए नहीं</h3>
<p>पर्ची ऐप इमरजेंसी सेवा नहीं है। इमरजेंसी अनुरोध वाली सुविधा के अलावा, किसी मेडिकल इमरजेंसी में ऐप के भरोसे न रहें। गंभीर हालत में एम्बुलेंस के लिए <strong>108</strong> या <strong>112</strong> पर कॉल करें, या सीधे नज़दीकी अस्पताल जाएं। इमरजेंसी अनुरोध भेजने से यह पक्का नहीं होता कि मदद समय पर पहुँच ही जाएगी।</p>
<h3>टोकन नंबर और समय</h3>
<p>टोकन नंबर और अनुमानित समय <em>सिर्फ़ अंदाज़े के लिए</em> हैं। डॉक्टर किसी मरीज़ को ज़्यादा समय दे सकते हैं, इमरजेंसी वाले मरीज़ को पहले देख सकते हैं या बुकिंग का समय बदल सकते हैं। लाइव स्थिति देखते रहें और थोड़ा पहले पहुँचें।</p>
<h3>आपकी ज़िम्मेदारियां</h3>
<ul>
<li>सही जानकारी दें: नाम, उम्र, मोबाइल नंबर, पता और समस्या।</li>
<li>किसी और के लिए बुकिंग करें तो उनकी सहमति से करें और उनकी जानकारी सही भरें।</li>
<li>अपना पासवर्ड और OTP किसी को न बताएं। आपके खाते से जो भी होता है, उसकी ज़िम्मेदारी आपकी है।</li>
<li>झूठी बुकिंग न करें और इमरजेंसी अनुरोध या एजेंट ऑफ़र का गलत इस्तेमाल न करें।</li>
<li>डॉक्टर, अस्पताल और लैब के स्टाफ़ से इज़्ज़त से पेश आएं।</li>
</ul>
<h3>बदलाव और खाता रोकना</h3>
<p>इन नियमों को तोड़ने वाले खाते को हम रोक सकते हैं। हम समय-समय पर ये नियम बदल सकते हैं; बदलाव के बाद ऐप इस्तेमाल करने का मतलब है कि आप नए नियम मानते हैं।</p>
<h3>लागू कानून</h3>
<p>ये नियम भारत के कानून के अनुसार हैं। किसी भी विवाद की सुनवाई सिर्फ़ देवरिया, उत्तर प्रदेश की अदालतों में होगी।</p>
<p>इन नियमों पर कोई सवाल? <a href="/contact-us">संपर्क करें</a>।</p>`,
};

const FAQ: LocalizedHtml = {
  en: `<h2>Frequently asked questions</h2>
<h3>1. How do I book a parchee?</h3>
<p>Sign in and choose your city. Pick a doctor, a specialist category or a government hospital department, then choose the date and a Morning, Afternoon or Evening slot. Fill in the patient's name, age, address and problem, and submit. The booking shows as Pending until the doctor or hospital accepts it.</p>
<h3>2. What does the token number mean?</h3>
<p>The token number is your place in the doctor's queue for that slot. Token 5 means you will be seen after tokens 1 to 4, unless the doctor sees an emergency case first. It is not a fixed time.</p>
<h3>3. How does the live queue work?</h3>
<p>The live status on your booking shows which token the doctor is seeing now and which tokens are done. It refreshes on its own about every 20 seconds, so you can leave home when your turn is near.</p>
<h3>4. Can I book for someone else?</h3>
<p>Yes. In the booking form, under <strong>Booking for</strong>, choose <strong>Other</strong> and enter that person's name, age, address and problem. The booking stays in your history.</p>
<h3>5. How do I change my appointment time?</h3>
<p>Only the doctor or hospital can reschedule a booking. Speak to the clinic, or write to us from the <a href="/contact-us">Contact us</a> page. When the doctor changes the time, the new date or slot shows on your booking in the app.</p>
<h3>6. How do I get my lab reports?</h3>
<p>When the lab uploads your report, it appears under lab reports in your account, where you can open or download it. The doctor of your booking can see it too.</p>
<h3>7. How do I change the language?</h3>
<p>Use the language option in the app menu to switch between English and हिन्दी.</p>
<h3>8. What if I have no internet?</h3>
<p>The app still opens and shows the token slips you have saved, so you can show your parchee at the clinic counter. New bookings and the live queue need internet; they update again once you are back online.</p>
<h3>9. What if the doctor cancels my booking?</h3>
<p>The booking shows as Cancelled and your app charge is refunded within 5 to 7 working days. See the Refund policy for details.</p>
<p>Still have a question? <a href="/contact-us">Contact us</a>.</p>`,
  hi: `<h2>अक्सर पूछे जाने वाले सवाल</h2>
<h3>1. पर्ची कैसे बुक करें?</h3>
<p>लॉग इन करें और अपना शहर चुनें। डॉक्टर, विशेषज्ञ या सरकारी अस्पताल का विभाग चुनें, फिर तारीख और सुबह, दोपहर या शाम का स्लॉट चुनें। मरीज़ का नाम, उम्र, पता और समस्या भरें और जमा करें। जब तक डॉक्टर या अस्पताल बुकिंग मंज़ूर नहीं करते, वह “इंतज़ार में” दिखेगी।</p>
<h3>2. टोकन नंबर का क्या मतलब है?</h3>
<p>टोकन नंबर उस स्लॉट में डॉक्टर की लाइन में आपकी जगह है। टोकन 5 का मतलब है कि टोकन 1 से 4 के बाद आपकी बारी आएगी, जब तक डॉक्टर किसी इमरजेंसी वाले मरीज़ को पहले न देखें। यह कोई पक्का समय नहीं है।</p>
<h3>3. लाइव स्थिति कैसे काम करती है?</h3>
<p>आपकी बुकिंग पर लाइव स्थिति में दिखता है कि डॉक्टर अभी कौन सा टोकन देख रहे हैं और किन टोकन का दिखाना हो गया। यह लगभग हर 20 सेकंड में अपने आप अपडेट होती है, ताकि बारी पास आने पर ही आप घर से निकलें।</p>
<h3>4. क्या मैं किसी और के लिए बुक कर सकता हूं?</h3>
<p>हां। बुकिंग फ़ॉर्म में <strong>किसके लिए</strong> में <strong>किसी और के लिए</strong> चुनें और उस व्यक्ति का नाम, उम्र, पता और समस्या भरें। यह बुकिंग आपके इतिहास में रहेगी।</p>
<h3>5. अपॉइंटमेंट का समय कैसे बदलें?</h3>
<p>बुकिंग का समय सिर्फ़ डॉक्टर या अस्पताल बदल सकते हैं। क्लिनिक से बात करें या <a href="/contact-us">संपर्क करें</a> पेज से हमें लिखें। डॉक्टर समय बदलेंगे तो नई तारीख या स्लॉट ऐप में आपकी बुकिंग पर दिख जाएगा।</p>
<h3>6. लैब रिपोर्ट कैसे मिलेगी?</h3>
<p>लैब जब आपकी रिपोर्ट अपलोड करती है, तो वह आपके खाते में लैब रिपोर्ट वाले हिस्से में आ जाती है। वहीं से आप उसे खोल या डाउनलोड कर सकते हैं। आपकी बुकिंग वाले डॉक्टर भी इसे देख सकते हैं।</p>
<h3>7. भाषा कैसे बदलें?</h3>
<p>ऐप के मेनू में भाषा वाले विकल्प से English या हिन्दी चुनें।</p>
<h3>8. इंटरनेट न हो तो क्या करें?</h3>
<p>इंटरनेट कनेक्शन न होने पर भी ऐप खुलता है और आपकी सेव की हुई टोकन पर्चियां दिखाता है, ताकि आप क्लिनिक के काउंटर पर अपनी पर्ची दिखा सकें। नई बुकिंग और लाइव स्थिति के लिए इंटरनेट चाहिए; इंटरनेट वापस आते ही ये फिर अपडेट हो जाएंगी।</p>
<h3>9. अगर डॉक्टर बुकिंग रद्द कर दें तो?</h3>
<p>बुकिंग रद्द दिखेगी और आपका ऐप शुल्क 5 से 7 कामकाजी दिनों में वापस मिल जाएगा। पूरी जानकारी रिफ़ंड नीति में है।</p>
<p>और कोई सवाल है? <a href="/contact-us">संपर्क करें</a>।</p>`,
};

/** Static pages by the key the get-static-pages call takes. */
export const STATIC_PAGES: Record<StaticPageContentKey, LocalizedHtml> = {
  about_us: ABOUT_US,
  refund_policy: REFUND_POLICY,
  privacy_policy: PRIVACY_POLICY,
  'terms_&_condition': TERMS_AND_CONDITIONS,
  faq: FAQ,
};
