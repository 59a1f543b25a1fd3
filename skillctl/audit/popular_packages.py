"""The package names the typosquat check compares against, shipped so it works offline.

The most downloaded PyPI and npm names (as commonly known; extend with care:
every name here makes its one-edit neighbours suspect), and legitimate
packages that happen to sit one edit from one of them.
"""

from __future__ import annotations

# fmt: off
POPULAR_PYPI = frozenset(
    (
        "requests", "urllib3", "certifi", "idna", "charset-normalizer", "setuptools", "wheel",
        "pip", "six", "python-dateutil", "numpy", "pandas", "scipy", "matplotlib", "seaborn",
        "scikit-learn", "pillow", "opencv-python", "torch", "torchvision", "tensorflow", "keras",
        "transformers", "tokenizers", "datasets", "huggingface-hub", "accelerate", "safetensors",
        "boto3", "botocore", "s3transfer", "awscli", "google-cloud-storage",
        "google-api-python-client", "azure-core", "pyyaml", "toml", "tomli", "tomlkit",
        "jsonschema", "attrs", "pydantic", "pydantic-core", "typing-extensions", "packaging",
        "click", "rich", "typer", "colorama", "tqdm", "jinja2", "markupsafe", "werkzeug", "flask",
        "django", "fastapi", "starlette", "uvicorn", "gunicorn", "httpx", "httpcore", "aiohttp",
        "anyio", "sniffio", "h11", "websockets", "websocket-client", "cryptography", "pyopenssl",
        "cffi", "pycparser", "bcrypt", "paramiko", "pynacl", "pyjwt", "oauthlib", "rsa",
        "sqlalchemy", "psycopg2", "psycopg2-binary", "pymysql", "redis", "celery", "kombu",
        "pymongo", "alembic", "pytest", "pytest-cov", "coverage", "mock", "tox", "nox", "black",
        "flake8", "pylint", "mypy", "ruff", "isort", "autopep8", "beautifulsoup4", "lxml",
        "html5lib", "soupsieve", "selenium", "playwright", "scrapy", "openpyxl", "xlrd",
        "xlsxwriter", "python-docx", "python-pptx", "pypdf", "pypdf2", "reportlab", "markdown",
        "docutils", "sphinx", "pygments", "openai", "anthropic", "langchain", "tiktoken",
        "protobuf", "grpcio", "googleapis-common-protos", "python-dotenv", "pytz", "tzdata",
        "regex", "chardet", "filelock", "platformdirs", "virtualenv", "psutil", "decorator",
        "wrapt", "pyparsing", "networkx", "sympy", "simplejson", "ujson", "orjson", "msgpack",
        "cachetools", "docker", "kubernetes", "pexpect", "ptyprocess", "ipython", "jupyter",
        "notebook", "ipykernel", "nltk", "spacy", "gensim",
    )
)
POPULAR_NPM = frozenset(
    (
        "react", "react-dom", "vue", "angular", "svelte", "next", "nuxt", "express", "koa",
        "fastify", "axios", "node-fetch", "lodash", "underscore", "moment", "dayjs", "date-fns",
        "uuid", "chalk", "commander", "yargs", "inquirer", "debug", "dotenv", "cross-env", "rimraf",
        "mkdirp", "glob", "minimatch", "semver", "fs-extra", "chokidar", "nodemon", "typescript",
        "webpack", "rollup", "vite", "esbuild", "babel-core", "eslint", "prettier", "jest", "mocha",
        "chai", "sinon", "supertest", "puppeteer", "playwright", "cheerio", "jsdom", "ws",
        "socket.io", "redux", "mobx", "zustand", "graphql", "apollo-server", "mongoose",
        "sequelize", "prisma", "knex", "pg", "mysql", "mysql2", "redis", "ioredis", "body-parser",
        "cors", "helmet", "morgan", "passport", "jsonwebtoken", "bcrypt", "bcryptjs", "multer",
        "classnames", "styled-components", "tailwindcss", "postcss", "autoprefixer", "sass", "less",
        "request", "colors", "ora", "execa", "zod", "yup", "ajv", "marked", "highlight.js",
        "markdown-it", "handlebars", "ejs", "pug", "nunjucks", "bluebird", "async", "rxjs", "immer",
        "ramda", "core-js", "regenerator-runtime", "tslib", "electron", "aws-sdk", "firebase",
        "stripe", "openai", "discord.js", "telegraf", "twilio", "nodemailer", "sharp", "jimp",
        "canvas", "pdfkit", "xlsx", "papaparse", "csv-parse", "yaml", "js-yaml", "xml2js",
    )
)
# Legitimate packages one edit from a popular one.
NEIGHBOURS = frozenset(
    (
        "preact", "pyyaml", "ujson", "orjson", "cattrs", "attr", "pytest-mock", "httpie",
        "flask-cors", "black27", "mocker", "request-promise", "reacts", "vuex", "pandas-stubs",
        "types-requests", "boto", "botocore-stubs", "nodemon2", "chai-http", "colors.js", "pgpass",
        "pg-pool", "ws3", "uuid4", "yamljs", "torchaudio", "tensorboard", "mypy-extensions",
    )
)
# fmt: on
