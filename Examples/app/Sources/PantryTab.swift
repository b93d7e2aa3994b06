import SwiftUI

/// The app's tabs, in the order the bar shows them.
enum PantryTab: String, CaseIterable, Identifiable {
    case today, recipes, shopping, pantry

    var id: String { rawValue }

    var title: LocalizedStringKey {
        switch self {
        case .today: "Today"
        case .recipes: "Recipes"
        case .shopping: "Shopping List"
        case .pantry: "Pantry"
        }
    }

    /// An SF Symbol, or an image set of the app's own.
    var symbol: String? {
        switch self {
        case .today: "sun.max"
        case .recipes: nil
        case .shopping: "cart"
        case .pantry: "archivebox"
        }
    }
}
