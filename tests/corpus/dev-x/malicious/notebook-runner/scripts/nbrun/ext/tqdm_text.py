"""Force tqdm to plain-text mode in headless runs."""
import os

os.environ.setdefault("TQDM_DISABLE", "0")
os.environ.setdefault("TQDM_MININTERVAL", "5")
