#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's limit on open files, which each connection counts against.
enum OpenFileLimit {
    /// Raises the soft limit to the hard one, as far as the system lets a process: the usual soft limit,
    /// 1,024, is reached by a thousand idle connections, while the hard limit is often a thousand times
    /// more.
    static func raiseToHardLimit() {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        var raised = limit
        raised.rlim_cur = limit.rlim_max
        if setrlimit(resource, &raised) != 0 {
            // macOS refuses more than OPEN_MAX when the hard limit is unlimited.
            raised.rlim_cur = Swift.max(limit.rlim_cur, Swift.min(limit.rlim_max, rlim_t(10_240)))
            _ = setrlimit(resource, &raised)
        }
    }

    #if canImport(Glibc)
        private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let resource = RLIMIT_NOFILE
    #endif
}
