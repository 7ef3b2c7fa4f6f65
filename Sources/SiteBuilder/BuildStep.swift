/// One named step of a build; a failure names the step it came from.
struct BuildStep: Sendable {
    let name: String
    let run: @Sendable (inout BuildState) async throws(BuildFailure) -> Void

    init(_ name: String, _ run: @escaping @Sendable (inout BuildState) async throws(BuildFailure) -> Void) {
        self.name = name
        self.run = run
    }
}
