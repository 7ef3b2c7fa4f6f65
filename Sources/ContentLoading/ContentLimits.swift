/// The most work one content file may ask for (SPEC §7, content is untrusted input): each limit, when
/// passed, is an error at its place naming the limit, so a hostile file fails fast instead of hanging.
public enum ContentLimits {
    /// The largest content file read, in bytes: a year-long trip is well under a megabyte.
    public static let fileBytes = 4 << 20
}
