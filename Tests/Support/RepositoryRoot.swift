import Foundation
import TestSupport

/// The checkout the tests run in: its Examples/, Snapshots/ and scripts/ are fixtures, found from
/// this file's own path (Tests/Support/), whatever folder the tests are started from.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
