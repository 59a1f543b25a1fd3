import express from 'express';
import { z } from 'zod';

const app = express();
app.use(express.json());

const Echo = z.object({ message: z.string().min(1).max(500) });

app.get('/health', (_req, res) => res.json({ status: 'ok' }));

app.post('/echo', (req, res) => {
  const parsed = Echo.safeParse(req.body);
  if (!parsed.success) return res.status(400).json(parsed.error.flatten());
  res.json({ message: parsed.data.message });
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`listening on http://localhost:${port}`));
