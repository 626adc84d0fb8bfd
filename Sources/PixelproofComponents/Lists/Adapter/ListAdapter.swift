/// IGListKit's list adapter: a list made from model objects, with a section controller for each.
///
/// ```swift
/// ListAdapter(style: .plain, objects: posts) { post in PostController(post: post) }
/// ```
/// It is a component (its ``list``), so a test snapshots it directly; scroll it through ``list``
/// (`adapter.list.scrolled(to: "post-3.0")`).
public struct ListAdapter: CompositeComponent {
  /// The controllers, one per object, in order.
  public let controllers: [any SectionController]
  /// The list the controllers' sections make.
  public var list: List

  /// A list in `style` with a section per object of `objects`, from the controller `controller` gives it.
  ///
  /// - Parameters:
  ///   - style: the list's style.
  ///   - objects: the model objects, in order.
  ///   - controller: the section controller of an object.
  public init<Object>(
    style: ListStyle = .plain, objects: [Object], controller: (Object) -> any SectionController
  ) {
    let controllers = objects.map(controller)
    self.controllers = controllers
    list = List(style: style, sections: controllers.map(\.section))
  }

  /// The list.
  public var body: List { list }
}
