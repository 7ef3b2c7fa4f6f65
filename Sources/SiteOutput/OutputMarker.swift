/// The file that marks a folder as made by itineshary: every staged output gets one, and an existing output
/// folder is only replaced when it has one (or is empty).
enum OutputMarker {
    /// The marker's name, at the top of the output folder.
    static let fileName = ".itineshary-output"

    /// The marker's text; the same on every build, so identical input still gives identical output.
    static let contents = """
        This folder was made by itineshary, the static site generator, and is replaced as a whole on every build.
        Anything added to it by hand is lost on the next build.

        """
}
