INSERT INTO users (id, email, name) VALUES
  (1, 'ada@example.test', 'Ada'),
  (2, 'linus@example.test', 'Linus');
