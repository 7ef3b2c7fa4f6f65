#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts a staged folder in place of the output folder in one step: the one file in this target that knows how
/// the kernel exchanges two paths.
enum FolderSwap {
    /// Moves `staging` to `output`. When `output` exists, the two are exchanged; when the kernel or file system
    /// cannot exchange (or `allowExchange` is false), the previous output is first renamed to `aside`. The
    /// method used says where the previous output now is: nowhere, at `staging`, or at `aside`.
    ///
    /// On failure, `staging` still holds the new tree and `output` the previous one.
    static func replace(
        _ output: String, with staging: String, aside: String, allowExchange: Bool
    ) throws(SystemCallError) -> SwapMethod {
        if FileSystem.kind(output) == .missing {
            guard rename(staging, output) == 0 else { throw .current }
            return .rename
        }
        if allowExchange {
            let code = exchange(staging, output)
            if code == 0 { return .exchange }
            // The previous output vanished since prepare: nothing to exchange with.
            if code == ENOENT, FileSystem.kind(output) == .missing {
                guard rename(staging, output) == 0 else { throw .current }
                return .rename
            }
            // ENOSYS: a kernel before 3.15. EINVAL: a file system without exchange (some network and FUSE ones).
            guard code == ENOSYS || code == EINVAL else { throw SystemCallError(code: code) }
        }
        // The fallback leaves a short window, between the two renames, in which the output path is missing. A build
        // killed inside it leaves the previous output at `aside`, which the next build does not delete while the
        // output path is missing.
        guard rename(output, aside) == 0 else { throw .current }
        guard rename(staging, output) == 0 else {
            let failure = SystemCallError.current
            _ = rename(aside, output)
            throw failure
        }
        return .renameAside
    }

    #if os(Linux)
        /// `renameat2`'s flag to exchange two paths (linux/fs.h); not every C library header exports it.
        private static let renameExchange: UInt32 = 1 << 1

        private typealias RenameAt2 =
            @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
        /// `long syscall(long number, ...)`: its variadic integer arguments travel in the same registers as fixed
        /// ones on x86-64 and AArch64 Linux, so it can be called through this fixed signature.
        private typealias Syscall =
            @convention(c) (Int, Int, UnsafePointer<CChar>?, Int, UnsafePointer<CChar>?, Int) -> Int

        /// The `renameat2` system call's number, for C libraries without the wrapper; `nil` where unknown.
        private static var renameat2Number: Int? {
            #if arch(x86_64)
                return 316
            #elseif arch(arm64)
                return 276
            #else
                return nil
            #endif
        }

        /// Exchanges `a` and `b` atomically; 0, or the `errno` of the failure.
        ///
        /// glibc added the `renameat2` wrapper in 2.28, so it is looked up at run time rather than linked; without
        /// it, the system call is made directly.
        static func exchange(_ a: String, _ b: String) -> Int32 {
            // A nil handle is RTLD_DEFAULT: search the process's global symbols.
            guard let symbol = dlsym(nil, "renameat2") else { return exchangeBySystemCall(a, b) }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0 ? 0 : errno
        }

        /// ``exchange(_:_:)`` without the C library's wrapper: the `renameat2` system call itself.
        static func exchangeBySystemCall(_ a: String, _ b: String) -> Int32 {
            guard let number = renameat2Number, let symbol = dlsym(nil, "syscall") else { return ENOSYS }
            let syscall = unsafeBitCast(symbol, to: Syscall.self)
            let result = syscall(number, Int(AT_FDCWD), a, Int(AT_FDCWD), b, Int(renameExchange))
            return result == 0 ? 0 : errno
        }
    #else
        /// Exchanges `a` and `b` atomically with `renamex_np(RENAME_SWAP)`; 0, or the `errno` of the failure.
        static func exchange(_ a: String, _ b: String) -> Int32 {
            renamex_np(a, b, UInt32(RENAME_SWAP)) == 0 ? 0 : errno
        }
    #endif
}
