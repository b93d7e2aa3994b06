import Foundation
import TabBarImage

/// Where a run's reports may go: never where references live. The one rule of `record`, `verify`
/// and `merge` for the report folder, JUnit and SARIF: an output that is the references folder,
/// lies inside it, or is a folder that holds it is refused, however either path is spelled
/// (`FilePaths.isInside` both ways: real paths, then device and inode). Failure images written among the
/// references would read as references, and a report folder that holds them is one `rm -rf`
/// away from them.
public enum ReportPlacement {
    /// How an output stands to a references folder.
    public enum Relation: String, Sendable {
        case inside = "inside"
        case holding = "holds"
    }

    /// An output that may not be written where it was asked to be.
    public struct Clash: Equatable, Sendable {
        public var option: String
        public var path: String
        public var references: String
        public var relation: Relation

        public init(option: String, path: String, references: String, relation: Relation) {
            self.option = option
            self.path = path
            self.references = references
            self.relation = relation
        }

        /// "--report out: inside the references folder refs"
        public var description: String {
            switch relation {
            case .inside: "\(option) \(path): inside the references folder \(references)"
            case .holding: "\(option) \(path): it holds the references folder \(references)"
            }
        }
    }

    /// The first output that is, lies inside or holds one of the reference folders.
    public static func clash(_ outputs: [(option: String, path: String)], references: [String]) -> Clash? {
        for output in outputs {
            for folder in references {
                if FilePaths.isInside(output.path, folder) {
                    return Clash(option: output.option, path: output.path, references: folder, relation: .inside)
                }
                if FilePaths.isInside(folder, output.path) {
                    return Clash(option: output.option, path: output.path, references: folder, relation: .holding)
                }
            }
        }
        return nil
    }
}
