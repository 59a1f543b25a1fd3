# Working in {project}

## Commands

| task | command |
|---|---|
{commands}

## Layout

{layout}

## Conventions

- Match the existing code style; run the formatter before committing.
- Keep changes small and focused; one topic per pull request.

## Things to watch out for

- (ask the maintainer)
