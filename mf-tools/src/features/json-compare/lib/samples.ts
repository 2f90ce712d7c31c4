/** The sample loader's pair: a user profile before and after an edit (every kind of difference appears). */
export const SAMPLE_LEFT = JSON.stringify(
  {
    name: '김하루',
    age: 29,
    email: 'haru@example.com',
    address: { city: '서울', district: '마포구', zip: '04524' },
    skills: ['TypeScript', 'React'],
    active: true,
  },
  null,
  2,
);

export const SAMPLE_RIGHT = JSON.stringify(
  {
    name: '김하루',
    age: 30,
    email: 'haru@example.com',
    address: { city: '부산', district: '해운대구' },
    skills: ['TypeScript', 'React', 'Node.js'],
    active: true,
    phone: '010-1234-5678',
  },
  null,
  2,
);
