INSERT INTO users (id, email, name) VALUES
  (1, 'ada@example.test', 'Ada'),
  (2, 'linus@example.test', 'Linus')
ON CONFLICT DO NOTHING;
INSERT INTO projects (id, owner_id, title) VALUES
  (1, 1, 'Analytical engine'),
  (2, 2, 'Kernel')
ON CONFLICT DO NOTHING;
