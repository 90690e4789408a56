/// Facts about dilint itself that reports name.
public enum ToolInfo {
    public static let name = "dilint"
    /// The version: `dilint --version`, every report, the GitHub Action's cache key. The one
    /// place it is written in the code; `CHANGELOG.md`'s newest entry and the release tag
    /// `v<version>` agree with it (docs/releasing.md; ReleaseVersionTests check).
    public static let version = "0.1.0"
    /// Where dilint lives: SARIF's `informationUri`, and the base of each rule's `helpUri`.
    /// The one place to change when the project moves.
    public static let informationURI = "https://github.com/dilint/dilint"

    /// The page of a rule's documentation, `Rules/<id>.md`, in the repository.
    public static func documentationURI(ofRule id: String) -> String {
        "\(informationURI)/blob/main/Rules/\(id).md"
    }
}
