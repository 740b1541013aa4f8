// The screenshot script lives in scripts/screenshots/ (usage in its index.ts); this entry keeps `node scripts/screenshots.ts ...` working.
import './screenshots/index.ts';
