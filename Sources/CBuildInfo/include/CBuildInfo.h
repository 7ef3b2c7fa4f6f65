#ifndef CBUILDINFO_H
#define CBUILDINFO_H

/// The commit the executable was built from, as Package.swift was given it (ITINESHARY_COMMIT, which the
/// Makefile sets from `git rev-parse HEAD`), or "unknown".
const char *itineshary_build_commit(void);

/// 1 when the executable is the file a release publishes (the release workflow's `make release
/// PUBLISHED=1`), so its own SHA-256 is the published one; 0 for every other build.
int itineshary_build_published(void);

#endif
