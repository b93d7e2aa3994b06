import SwiftUI

struct PantryTabs: View {
    @State private var selection: PantryTab = .recipes
    @State private var itemsToBuy = 0

    var body: some View {
        TabView(selection: $selection) {
            TodayView()
                .tabItem { Label(PantryTab.today.title, systemImage: "sun.max") }
                .tag(PantryTab.today)
            RecipesView()
                .tabItem { Label("Recipes", image: "Recipes") }
                .tag(PantryTab.recipes)
            ShoppingView()
                .tabItem { Label("Shopping List", systemImage: "cart") }
                .badge(3)
                .tag(PantryTab.shopping)
            PantryView()
                .tabItem { Label("Pantry", systemImage: "archivebox") }
                .tag(PantryTab.pantry)
        }
    }
}

struct TodayView: View { var body: some View { Text("Today") } }
struct RecipesView: View { var body: some View { Text("Recipes") } }
struct ShoppingView: View { var body: some View { Text("Shopping List") } }
struct PantryView: View { var body: some View { Text("Pantry") } }
