/// IGListKit's binding section controller: turns its object into view models with ids, and makes a
/// cell for each. The view models' ids are the cells' ids, so a diff of two data states pairs cells by
/// view model, within the section and across the list.
///
/// ```swift
/// struct ProfileController: BindingSectionController {
///   let user: User
///   var id: String { "user-\(user.id)" }
///   var viewModels: [ProfileRow] {
///     [ProfileRow(id: "name", text: user.name), ProfileRow(id: "bio", text: user.bio)]
///   }
///   func cell(for row: ProfileRow) -> any Component { Label(row.text).inset(16) }
/// }
/// ```
public protocol BindingSectionController: SectionController {
  /// The kind of view model.
  associatedtype ViewModel: Identifiable
  /// The object's view models, in the order of their cells.
  var viewModels: [ViewModel] { get }
  /// The cell that shows `viewModel`.
  func cell(for viewModel: ViewModel) -> any Component
  /// The height of the cell that shows `viewModel`; nil lets it size itself.
  func height(for viewModel: ViewModel) -> Double?
}

extension BindingSectionController {
  /// One cell per view model.
  public var numberOfItems: Int { viewModels.count }
  /// The cell of the view model at `index`.
  public func cell(at index: Int) -> any Component { cell(for: viewModels[index]) }
  /// The id of the view model at `index` (`String(describing:)` of it).
  public func cellID(at index: Int) -> String { String(describing: viewModels[index].id) }
  /// Self-sizing cells.
  public func height(for viewModel: ViewModel) -> Double? { nil }
  /// The height of the view model at `index`'s cell.
  public func height(at index: Int) -> Double? { height(for: viewModels[index]) }

  /// A cell per view model, identified by its id: the view models are made once.
  public func cells() -> [any Component] {
    viewModels.map { model in
      let cell = cell(for: model)
      let sized: any Component = height(for: model).map { cell.size(height: .points($0)) } ?? cell
      return sized.id(String(describing: model.id))
    }
  }
}
