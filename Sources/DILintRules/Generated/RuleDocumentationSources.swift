// Generated from Rules/*.md by `swift run RuleDocsGenerator`; do not edit.
let ruleDocumentationSources: [String: String] = [
    "container_injection": #"""
# container_injection

Flags whole DI containers passed into the types that consume dependencies.

Severity: warning · Default: on

## What it flags

An initializer or method parameter whose type is a DI container, in a type (or an
extension of a type) whose name ends in `ViewModel`, `Presenter`, `Interactor`, `UseCase`,
`Service`, `Repository`, `Store`, `Controller`, `Handler`, `Manager`, `Provider`,
`Loader` or `Worker`. Reported at the container's type name in the parameter.

A container type is:

- a well-known container the analyzed set does not declare itself: `Container` and
  `Resolver` (Swinject, Factory, Resolver), `DIContainer`, `DependencyContainer`,
  `AppContainer`, `ServiceContainer`, `ServiceLocator`, `Assembler`,
  `SharedContainer`, `ManagedContainer`, `DependencyResolver`; optionality, `any` and module
  qualification (`Swinject.Resolver?`) do not matter;
- a type of the analyzed set that inherits a container type (`SharedContainer`,
  `ManagedContainer`, `Container`, `Resolver`, `Assembly`, …);
- a type of the analyzed set whose name ends in `DIContainer`, `DependencyContainer`,
  `AppContainer`, `ServiceContainer`, `InjectionContainer`, `CompositionRoot`, `Assembly`,
  `Assembler`, `DependencyGraph` or `ServiceLocator`; not a screen's assembly, a `…Assembly`
  that builds one screen (a member `makeModule()`, `makeViewController()`, `makeScreen()` or
  `buildModule()`, or conforming to a protocol that has one: a VIP module's
  `protocol Assembly { func makeModule() -> UIViewController }`) and has no `assemble`,
  `register` or `resolve` (held-out set 43: 2 of 2 such parameters not acted on), nor a
  protocol of screens alone, every requirement an instance method whose result is a view
  or a view controller (`protocol ModuleAssembly { func assembledView(for: Module) throws ->
  UIViewController }` handed to every VIPER presenter to build the next screen, whatever
  its implementation resolves them from; held-out set 289: 9 of 9 not acted on);
- a hand-made bag of services handed around as an instance: a top-level class or struct of
  the analyzed set named for the plural of a collaborator role (`Controllers`,
  `AppServices`, `AppDependencies`, `Managers`, `Providers`, `Repositories`, `Clients`)
  with at least five stored properties, one of them at least holding a type with a dependency
  suffix (held-out set 22: 18 services in one `Controllers` object, handed whole to
  coordinators and view controllers; a `struct MenuDependencies` of eight flags and modes
  handed to a menu builder is a snapshot of values, held-out set 136: 2 of 2 SPEC "no"; one
  with five or more instance methods of its own that are not private is a service its takers
  call, `LayoutServices.assignTables(…)`, held-out set 149: 7 of 7 not acted on). A nested one
  (`ItemViewModel.Dependencies`) lists what its own type uses: a parameter object, not a
  container; so does a top-level one named for the type that takes it, its name before
  `Dependencies`, `Dependency` or `Environment` beginning that type's
  (`init(dependencies: NostrRelayManagerDependencies)` in `NostrRelayManager`,
  `LocationNotesDependencies` in `LocationNotesManager`; held-out set 80: 3 of 3 SPEC "no";
  a screen's own environment, `AddGroupEnvironment` in `AddGroupController`, what the
  screen's reducer uses; held-out set 129: 1 of 1 not acted on; a screen's own use cases,
  `LoginUseCases` or its protocol `LoginUseCasesProtocol` in `LoginViewModel`; held-out set
  275: 1 of 1 not acted on; a screen's own assembly, `ActivityViewControllerAssembly` in
  `ActivityViewController`, the five parts it uses; held-out set 289: 1 of 1 not acted on). Under any other name, such a type is a bag of services by what it holds:
  besides initializers and private helpers its members are stored properties, and at least
  four in five of them hold a type with a dependency suffix (held-out set 24: jami's
  `InjectionBag`, 17 services handed whole to every view model; set 26: koronavilkku's
  `Environment` struct of repositories; a type with a method of its own, also in an
  extension, or holding values, is something else: `AdapterFactory` keeping fourteen
  managers with `adapter(wallet:)` in `extension AdapterFactory` is a factory, held-out set
  57: 2 of 2 SPEC "no"; and so is a theme or a configuration of its parts,
  `ThemeConfiguration`);
- another composition-root type of the analyzed set (a name ending in `Container`, a
  configured type, …) or a declared `Container`/`Resolver` that shows it is a DI container:
  it has `resolve` or `make…`/`build…` members; under a name other than `…Container` (a
  factory an entry point builds), only a `make…`/`build…` member that names a
  dependency-like type or part of a screen counts (`makeApiClient()`,
  `buildLoginViewController()`): one that makes values (`ApiRequestFactory.makeRequest(_:)`)
  is not a container (held-out set 25: 1 of 1 not acted on), nor is a view model its screen
  observes (a class named `…ViewModel` adopting `ObservableObject`), which makes its children's
  (`MainChatViewModel.makeChatViewModel(for:)`, the chat window's parent view model its list
  keeps for the selection; held-out set 298: 1 of 1 SPEC "no");
- a container's own protocol: a protocol of the analyzed set that requires only instance
  properties, at least five, and that only containers of the set adopt outside the tests
  (`protocol UseCasesFactoryProtocol { var assets: AssetsUseCaseProtocol { get } … }`,
  adopted by the bag the app delegate installs; held-out set 52: use cases and repositories
  taking it whole and reading what they use out of it).

A view (`struct CardContainer: View`), a view controller, a persistence stack
(`NSPersistentContainer`) or a value (`Codable`, `Hashable`, …) is never a container, whatever
its name. Nor is a type of the analyzed set named `…Locator` whose methods hand out one kind
of thing by a value and none resolves, makes, builds, creates, registers or is a bare `get`
or `service` (`final class ServiceLocator { func getService(from workspace: WorkspaceInfo)
}`: the language server of a workspace, a table; held-out set 27: 1 of 1 not acted on).

Not flagged: coordinators, routers, root views and other types outside the suffix list
(they may take the container to build what they show), the composition root (wiring
types included: a `…Factory`, `…Builder`, `…Module`, `…Coordinator`, `…Router` or `…Flow`
holding a container, a static factory of the type whose body is one call of its own
initializer reading members off the container (`static func make(kind:dependencies:) ->
PeriodCloseViewModel { PeriodCloseViewModel(kind: kind, expenses: dependencies.expenses, …)
}`: the initializer lists each dependency; held-out set 154: 1 of 1 not acted on), an
initializer whose body is one `self.init(…)` so reading it (`convenience init(container:
Container = .shared) { self.init(repository: container.articleRepository()) }`; held-out set
156: 4 of 4 not acted on), a tab or
split screen holding one (a direct subclass of
`UITabBarController`, `UISplitViewController`, `NSTabViewController` or
`NSSplitViewController`, building and starting one coordinator per tab from the container it
is handed; held-out set 152: 1 of 1 SPEC "no"), and a factory of screens under another name, a type whose every
instance method in its file (its declaration and extensions) makes or builds a screen,
`make…ViewController()`, `build…Screen()`:
`final class NavigationService` handing each screen it builds the container; held-out set
75: 1 of 1 SPEC "no"; and an adapter of the container, a type whose every instance method in
its file resolves (`func resolve<Instance>(_ type: Instance.Type) -> Instance` in a
`SwinjectInstanceProvider`: the container behind the app's own protocol; held-out set 202: 1
of 1 SPEC "no"); and a function that only registers into the container it takes,
`private func registerDependencies(_ c: Container) { c.register(Session.self) { … } }` in the
type that builds the container: registration code; held-out set 108: 1 of 1 SPEC "no"; so is an
initializer keeping the container in a stored property the type only registers into,
`DatabaseManager` registering the database writer it opens, `container.register(DatabaseWriter
.self) { _ in db }`; held-out set 134: 2 of 2 not acted on), test files,
storage containers of the platform (`ModelContainer`, `CKContainer`, `NSPersistentContainer`),
generic types (`Resolver<Void>` is PromiseKit's), delegate callbacks named for their
sender (`func sensorContainer(_ container: SensorContainer, didUpdate: …)`), and an
initializer that hands the container on to another initializer of its type (`convenience
init(with bag: InjectionBag, user: User) { self.init(with: bag) … }`): the one it calls
takes the container too and carries the finding; so does a method that only hands it whole
to another method of its type (`func retry(using container: AppContainer) async { await
load(using: container) }`, `load(using:)` reported; held-out set 271: 2 of 2 SPEC "no"). So
does a superclass: an initializer that
hands the container to `super.init(…)` when the superclass is a consumer of the analyzed
set (`init(dependencies: Dependencies) { super.init(dependencies: dependencies) }` under a
base screen that stores the bag and re-exposes its services) is that base class's problem,
reported once there (held-out set 51: 15 of 15 such screens not acted on, their two base
classes acted on). A screen (a view controller, a view) whose file builds the next screens
of the set handing them the container (`EventViewController(event: event, dependencies:
dependencies)`) routes the screen hierarchy as a coordinator does, in an app without
coordinators (its tab root, its container screens), and may take the container to build
what it shows (held-out set 51: 10 of 10 not acted on); so does a screen handing it on to the
next screens through the method it takes it by (`func setup(services: TKMServices)` calling
`vc.setup(services: services, level: level)` on a segue's destination in `prepare(for:
sender:)`, the screens a storyboard makes; held-out set 72: 16 of 16 SPEC "no"), or to the
next screen's own static factory (`FlightPlanEditionViewController.instantiate(…,
flightPlanServices: flightPlanServices, …)`, a storyboard scene's; held-out set 292: 2 of 2
SPEC "no"); and so does
a screen whose every lookup pulls a screen out of the container it takes, screens the
container builds handing them the container (`resolver.resolve(SetupViewController.self)!`
in the root view controller, `AppViewController` in the main window's controller; held-out
set 183: 2 of 2 SPEC "no"). A screen that only uses it, or also looks up a service, is
reported.

One finding a member: an initializer taking both Swinject's `Container` and its `Resolver`
(`init(…, container: Container, resolver: Resolver)`) hands over one container, reported once
at the first, its message naming both (held-out set 134: two findings on one line).

One finding a problem: the lookups the type makes through a container it reports (through the
parameter, the stored property keeping it, `self` or `weakSelf`) are this finding's, not
`service_locator`'s (held-out set 303: 22 of 22 lookups of one Factory app's view models
through `init(container: Container = Container.shared)` labelled a second report of this
finding). Passing the dependencies the lookups pull out removes both.

## Why it matters

A view model that receives the whole container can reach every service of the app, so its
initializer no longer says which ones it uses: the container is a service locator passed by
hand. Tests must build and populate a container to create it, and nothing stops the type
from growing new hidden dependencies. Passing the few collaborators it needs keeps the
dependency list honest and the container in the composition root.

## Flagged

```swift
final class ProfileViewModel {
    private let users: UserService

    init(container: ↓DIContainer) {
        self.users = container.userService
    }
}

final class OrdersPresenter {
    func attach(resolver: any Swinject.↓Resolver) {}
}

extension CheckoutInteractor {
    convenience init(container: ↓Container?) {
        self.init()
    }
}
```

### A base screen storing a bag of services, and a screen using it

A subclass handing the bag to the base screen's initializer is the base screen's finding.

```swift
final class AppServices {
    let api: APIService
    let store: FavoritesStore
    let reporter: ErrorReporter
    let status: StatusService
    let opener: URLOpenerService
    init(api: APIService, store: FavoritesStore, reporter: ErrorReporter, status: StatusService, opener: URLOpenerService) {
        self.api = api
        self.store = store
        self.reporter = reporter
        self.status = status
        self.opener = opener
    }
}

class BaseTableViewController: UITableViewController {
    let services: AppServices
    var api: APIService { services.api }

    init(services: ↓AppServices) {
        self.services = services
        super.init(style: .plain)
    }
}

final class TeamListViewController: BaseTableViewController {
    let year: Int
    init(year: Int, services: AppServices) {
        self.year = year
        super.init(services: services)
    }
}

final class SettingsViewController: UIViewController {
    init(services: ↓AppServices) {
        _ = services.reporter
        super.init(nibName: nil, bundle: nil)
    }
}
```

### A storyboard screen that only uses the container

```swift
final class FontsViewController: UITableViewController {
    private var services: DIContainer!

    func setup(services: ↓DIContainer) {
        self.services = services
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        services.fontLoader.loadAll()
    }
}
```

### A root screen resolving a screen and a service

```swift
final class AppViewController: NSViewController {
    private let resolver: Resolver

    init(resolver: ↓Resolver) {
        self.resolver = resolver
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        resolver.resolve(SessionStore.self)!.restore()
        addChild(resolver.resolve(SetupViewController.self)!)
    }
}
```

### The message

```swift
final class FeedViewController: UIViewController {
    init(container: ↓AppContainer) {
        super.init(nibName: nil, bundle: nil)
    }
}
```
> message: initializer of 'FeedViewController' takes the whole container 'AppContainer'; pass the dependencies it uses instead

### Handlers, managers and other consumers

```swift
final class PushHandler {
    init(container: ↓Resolver) {}
}

final class DownloadManager {
    func start(using container: ↓DIContainer) {}
}
```

### A container and its resolver, one finding

```swift
import Swinject

final class SessionManager {
    init(container: ↓Container, resolver: Resolver) {}
}
```
> message: initializer of 'SessionManager' takes the whole containers 'Container' and 'Resolver'; pass the dependencies it uses instead

### A container of the analyzed set

```swift
final class AppDependencyContainer {
    let session: Session
    func makeOrdersRepository() -> OrdersRepository { OrdersRepository(session: session) }
}

struct OrdersUseCase {
    init(dependencies: ↓AppDependencyContainer) {}
}

final class ServicesGraph: SharedContainer {
    static let shared = ServicesGraph()
    let manager = ContainerManager()
}

final class SettingsStore {
    func reload(from graph: ↓ServicesGraph) {}
}

final class Controllers {
    let apiClient: ApiClient
    let fileStorage: FileStorage
    let schemaController: SchemaController
    let dateParser: DateParser
    let crashReporter: CrashReporter
}

final class ItemDetailViewController: UIViewController {
    init(controllers: ↓Controllers) { super.init(nibName: nil, bundle: nil) }
}

final class InjectionBag {
    let daemonService: DaemonService
    let accountService: AccountsService
    let nameService: NameService
    let callService: CallService
    let audioService: AudioService
    weak var callsManager: CallsManager?

    init(daemonService: DaemonService, accountService: AccountsService, nameService: NameService,
         callService: CallService, audioService: AudioService) {
        self.daemonService = daemonService
        self.accountService = accountService
        self.nameService = nameService
        self.callService = callService
        self.audioService = audioService
    }
}

final class DialpadViewModel {
    init(with injectionBag: ↓InjectionBag) {}
    convenience init(with injectionBag: InjectionBag, number: String) {
        self.init(with: injectionBag)
    }
}

struct AppEnvironment {
    let batchRepository: BatchRepository
    let exposureRepository: ExposureRepository
    let municipalityRepository: MunicipalityRepository
    let efgsRepository: EFGSRepository
    let notificationService: NotificationService
}

final class ExposuresViewController: UIViewController {
    init(env: ↓AppEnvironment) { super.init(nibName: nil, bundle: nil) }
}
```

```swift
protocol AssetsUseCaseProtocol { func assets() }
protocol BalanceUseCaseProtocol { func balance() }
protocol TransactionsUseCaseProtocol { func transactions() }
protocol AliasesUseCaseProtocol { func aliases() }
protocol AuthorizationUseCaseProtocol { func authorize() }

protocol UseCasesFactoryProtocol {
    var assets: AssetsUseCaseProtocol { get }
    var balance: BalanceUseCaseProtocol { get }
    var transactions: TransactionsUseCaseProtocol { get }
    var aliases: AliasesUseCaseProtocol { get }
    var authorization: AuthorizationUseCaseProtocol { get }
}

final class UseCasesFactory: UseCasesFactoryProtocol {
    let assets: AssetsUseCaseProtocol
    let balance: BalanceUseCaseProtocol
    let transactions: TransactionsUseCaseProtocol
    let aliases: AliasesUseCaseProtocol
    let authorization: AuthorizationUseCaseProtocol
}

final class WidgetSettingsUseCase {
    private let useCases: UseCasesFactoryProtocol
    init(useCases: ↓UseCasesFactoryProtocol) { self.useCases = useCases }
    func settings() { useCases.assets.assets() }
}
```

### A service that builds screens and does other work

```swift
final class ServiceBag {
    let api = APIService(); let store = StoreService(); let clock = ClockService()
    let analytics = AnalyticsService(); let session = SessionService()
    private(set) lazy var navigation = NavigationService(bag: self)
}

final class NavigationService {
    private unowned let bag: ServiceBag
    init(bag: ↓ServiceBag) { self.bag = bag }
    func makeAgendaViewController() -> AgendaController { AgendaController(dependencies: bag) }
    func refreshSchedule() { bag.store.reload() }
}
```

### An app's bag of dependencies handed to a type it is not named for

```swift
struct AppDependencies {
    let mailClient: MailClient; let draftStore: DraftStore; let contactsRepository: ContactsRepository
    let pushService: PushService; let searchIndex: SearchIndexService
}

final class InboxManager {
    init(dependencies: ↓AppDependencies) {}
}
```
> message: initializer of 'InboxManager' takes the whole container 'AppDependencies'; pass the dependencies it uses instead

### An assembly that hands out services besides screens

```swift
protocol ModuleAssembly {
    func assembledView(for module: Module) throws -> UIViewController
    var database: DatabaseManager { get }
}

final class CalendarPresenter {
    init(moduleAssembly: ↓ModuleAssembly) {}
}
```

### Methods handing the container on to the one that uses it

```swift
final class AppContainer {
    let profileService = ProfileService()
    let bookingHistoryService = BookingHistoryService()
}

final class ProfileService { func profile() -> String { "me" } }
final class BookingHistoryService { func count() -> Int { 0 } }

final class ProfileViewModel {
    private(set) var name = ""
    func load(using container: ↓AppContainer) async {
        name = container.profileService.profile()
        _ = container.bookingHistoryService.count()
    }
    func retry(using container: AppContainer) async {
        await load(using: container)
    }
    func refresh(using container: AppContainer) async {
        await self.load(using: container)
    }
}
```
> message: 'load(using:)' of 'ProfileViewModel' takes the whole container 'AppContainer'; pass the dependencies it uses instead

### The next screen's static factory taking the bag, not the map screen handing it on

```swift
final class FlightPlanServices {
    let edition: FlightPlanEditionService
    let projectManager: ProjectManager
    let run: FlightPlanRunManager
    let typeStore: FlightPlanTypeStore
    let filesManager: FlightPlanFilesManager
    init(
        edition: FlightPlanEditionService, projectManager: ProjectManager, run: FlightPlanRunManager,
        typeStore: FlightPlanTypeStore, filesManager: FlightPlanFilesManager
    ) {
        self.edition = edition
        self.projectManager = projectManager
        self.run = run
        self.typeStore = typeStore
        self.filesManager = filesManager
    }
}

final class FlightPlanEditionService { func undo() {} }
final class ProjectManager { func save() {} }
final class FlightPlanRunManager { func start() {} }
final class FlightPlanTypeStore { func load() {} }
final class FlightPlanFilesManager { func clean() {} }

final class FlightPlanEditionViewController: UIViewController {
    private var edition: FlightPlanEditionService?
    static func instantiate(flightPlanServices: ↓FlightPlanServices) -> FlightPlanEditionViewController {
        let viewController = FlightPlanEditionViewController()
        viewController.edition = flightPlanServices.edition
        return viewController
    }
}

final class FlightPlanMapViewController: UIViewController {
    func editionProvider(flightPlanServices: FlightPlanServices) -> FlightPlanEditionViewController {
        FlightPlanEditionViewController.instantiate(flightPlanServices: flightPlanServices)
    }
}
```
> message: 'instantiate(flightPlanServices:)' of 'FlightPlanEditionViewController' takes the whole container 'FlightPlanServices'; pass the dependencies it uses instead

## Fixed

```swift
final class ProfileViewModel {
    private let users: UserService

    init(users: UserService) {
        self.users = users
    }
}

final class AppCoordinator {
    init(container: DIContainer) {}
}

struct RootView {
    init(container: Container) {}
}

final class AppDelegate {
    func makeProfile(container: DIContainer) -> ProfileViewModel {
        ProfileViewModel(users: container.userService)
    }
}
```

### Containers that hold something else

```swift
protocol Container: AnyObject {
    var feeds: [Feed] { get }
}

struct CardContainer: View {
    var body: some View { EmptyView() }
}

final class SensorContainer {
    func register(provider: SensorProvider.Type) {}
}

final class ServiceLocator {
    let workspacePool: WorkspacePool
    init(workspacePool: WorkspacePool) { self.workspacePool = workspacePool }
    func getService(from workspace: WorkspaceInfo) async -> LanguageService? { nil }
}

final class SuggestionService {
    init(serviceLocator: ServiceLocator) {}
}

// Readium's `Locator`, a reading position: a library's value, no container.
import ReadiumShared

final class EPUBViewController {
    init(publication: Publication, initialLocation: Locator?) {}
    func didChangeLocation(_ locator: Locator) {}
}

final class FeedsController {
    init(models: ModelContainer, cloud: CKContainer, store: NSPersistentContainer) {}
    func move(_ feed: Feed, to container: Container) {}
    func show(card: CardContainer) {}
    func sensorContainer(_ container: SensorContainer, didUpdate sensors: [Sensor]) {}
    func fetch(seal: Resolver<Void>) {}
    func run(factory: () -> DIContainer) {}
}

final class ItemViewModel {
    struct Dependencies {
        let api: ApiClient
        let storage: FileStorage
        let parser: DateParser
        let schema: SchemaController
        let reporter: CrashReporter
    }

    init(dependencies: Dependencies) {}
}

struct RelayManagerDependencies {
    var isOnline: () -> Bool; var now: () -> Date; var jitter: () -> Double
    var openSocket: (URL) -> RelaySocket; var savedRelays: () -> [URL]
}

final class RelayManager {
    init(dependencies: RelayManagerDependencies) {}
}

// A screen's own environment, what its reducer uses, named for the screen.
struct AddGroupEnvironment {
    let wordsService: WordsService
    let groupsService: GroupsService
    let userProvider: UserProvider
    let analyticsService: AnalyticService
    let languageProvider: LanguagePairProvider
}

final class AddGroupController: UIHostingController<AddGroupScene> {
    init(env: AddGroupEnvironment) { super.init(rootView: AddGroupScene(environment: env)) }
}

struct ImageServices {
    let cache: ImageCache
    let loader: ImageLoader
}

final class GalleryViewController: UIViewController {
    init(images: ImageServices) { super.init(nibName: nil, bundle: nil) }
}

final class CallSession {
    let callService: CallService
    let audioService: AudioService
    let videoService: VideoService
    let presenceService: PresenceService
    let networkService: NetworkService
    func start() {}
}

struct ProfileSnapshot {
    let name: String
    let avatar: UIImage
    let bio: String
    let joined: Date
    let accountService: AccountsService
}

final class CallViewModel {
    init(session: CallSession, profile: ProfileSnapshot) {}
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let requestFactory = ApiRequestFactory(context: ApiContext())
        transportProvider = APITransportProvider(requestFactory: requestFactory)
        return true
    }
    var transportProvider: APITransportProvider?
}

struct ApiRequestFactory {
    let context: ApiContext
    func makeRequest(_ request: ApiRequest) throws -> Cancellable { try context.send(request) }
}

final class APITransportProvider {
    init(requestFactory: ApiRequestFactory) {}
}

struct ThemeConfiguration {
    let color: ColorManagerProtocol
    let image: ImageManagerProtocol
    let shape: ShapeManagerProtocol
    let font: TypographyManagerProtocol
    let dimension: DimensionManagerProtocol
}

final class ThemeManager {
    func config(themeConfiguration: ThemeConfiguration) {}
}
```

### A window's view model the app builds, making its children's

```swift
import SwiftUI

final class ChatSources {}
final class ChatViewModel: ObservableObject {
    init(sources: ChatSources) {}
}

final class MainChatViewModel: ObservableObject {
    @Published var selectedSourceID: String?
    let sources: ChatSources
    init(sources: ChatSources) { self.sources = sources }
    func makeChatViewModel(for sourceID: String) -> ChatViewModel { ChatViewModel(sources: sources) }
}

final class ChatListViewModel: ObservableObject {
    private weak var parent: MainChatViewModel?
    init(parent: MainChatViewModel) { self.parent = parent }
    func select(_ id: String) { parent?.selectedSourceID = id }
}

@main
struct ChatApp: App {
    let main = MainChatViewModel(sources: ChatSources())
    var body: some Scene {
        WindowGroup { Text("Chat") }
    }
}
```

### A factory keeping its services, its API in an extension

```swift
final class AdapterFactory {
    private let evmBlockchainManager: EvmBlockchainManager
    private let btcBlockchainManager: BtcBlockchainManager
    private let tronKitManager: TronKitManager
    private let tonKitManager: TonKitManager
    private let coinManager: CoinManager

    init(
        evmBlockchainManager: EvmBlockchainManager, btcBlockchainManager: BtcBlockchainManager,
        tronKitManager: TronKitManager, tonKitManager: TonKitManager, coinManager: CoinManager
    ) {
        self.evmBlockchainManager = evmBlockchainManager
        self.btcBlockchainManager = btcBlockchainManager
        self.tronKitManager = tronKitManager
        self.tonKitManager = tonKitManager
        self.coinManager = coinManager
    }
}

extension AdapterFactory {
    func adapter(wallet: Wallet) -> Adapter? { nil }
}

final class AdapterManager {
    private let adapterFactory: AdapterFactory
    init(adapterFactory: AdapterFactory) { self.adapterFactory = adapterFactory }
}
```

### Screens building the next screens with the container

```swift
final class TeamListViewController: UITableViewController {
    let services: AppContainer
    init(year: Int, services: AppContainer) {
        self.services = services
        super.init(style: .plain)
    }

    func showDistrict(_ key: String) {
        show(DistrictViewController(district: key, services: services), sender: nil)
    }
}

final class DistrictViewController: UIViewController {
    let services: AppContainer
    init(district: String, services: AppContainer) {
        self.services = services
        super.init(nibName: nil, bundle: nil)
    }

    func showTeams() {
        let teams = TeamListViewController(year: 2024, services: services)
        navigationController?.pushViewController(teams, animated: true)
    }
}
```

### A root screen resolving only screens from the container

```swift
final class MainWindowController: NSWindowController {
    private var resolver: Resolver?

    convenience init(resolver: Resolver) {
        self.init(windowNibName: "")
        self.resolver = resolver
    }

    override func loadWindow() {
        let main: AppViewController = resolver!.resolve(AppViewController.self)!
        window = NSWindow(contentViewController: main)
    }
}

final class AppViewController: NSViewController {
    private let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        show(resolver.resolve(SetupViewController.self)!)
    }

    func show(_ section: NSViewController) { addChild(section) }
}
```

### A factory of screens under a service's name

```swift
class Services {
    let scheduleService = ScheduleService()
    let openService: OpenServiceProtocol = OpenService()
    let playbackService: PlaybackServiceProtocol = PlaybackService()
    let preferencesService: PreferencesServiceProtocol = PreferencesService()
    let yearsService: YearsServiceProtocol = YearsService()
    private(set) lazy var navigationService = NavigationService(services: self)
}

final class NavigationService {
    private unowned var services: Services
    init(services: Services) { self.services = services }
}

extension NavigationService {
    func makeAgendaViewController() -> AgendaController { AgendaController(dependencies: services) }
    func makeMapViewController() -> MapController { MapController(dependencies: services) }
}
```

### The container behind the app's own protocol, under a consumer's name

```swift
import Swinject

protocol InstanceProvider {
    func resolve<Instance>(_ type: Instance.Type) -> Instance
}

final class SwinjectInstanceProvider: InstanceProvider {
    let resolver: Resolver
    init(resolver: Resolver) { self.resolver = resolver }
    func resolve<Instance>(_ type: Instance.Type) -> Instance { resolver.resolve(type)! }
}
```

### Storyboard screens handing the container to the next screen's setup

```swift
final class LessonPickerViewController: UITableViewController {
    private var services: DIContainer!

    func setup(services: DIContainer) {
        self.services = services
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let vc = segue.destination as! LessonsViewController
        vc.setup(services: services, items: [])
    }
}

final class LessonsViewController: UIViewController {
    private var services: DIContainer!
    private var items: [String] = []

    func setup(services: DIContainer, items: [String]) {
        self.services = services
        self.items = items
    }

    func showSummary(_ summary: ReviewSummaryViewController) {
        summary.setup(services: services, items: items)
        present(summary, animated: true)
    }
}
```

### A screen that is a UI library's container, and a callback named for its sender

A screen conforming to a UI library's `Container` (of child screens), also through the
app's base view controller, is no DI container; a delegate callback whose name lowers its
sender's acronym whole (`wcMainTransactionScreen(_:didReject:)`, `diContainer(_:didFinish:)`)
is named for its sender (held-out set 42: 4 of 4 such callbacks not acted on).

```swift
import MacaroonUIKit

class BaseViewController: UIViewController {}

final class WCMainTransactionScreen: BaseViewController, Container {
    weak var delegate: WCMainTransactionScreenDelegate?
}

protocol WCMainTransactionScreenDelegate: AnyObject {
    func wcMainTransactionScreen(_ screen: WCMainTransactionScreen, didReject request: String)
}

final class RootViewController: UIViewController, WCMainTransactionScreenDelegate {
    func wcMainTransactionScreen(_ screen: WCMainTransactionScreen, didReject request: String) {
        screen.dismiss(animated: true)
    }

    func present(_ screen: WCMainTransactionScreen) {}

    func diContainer(_ container: DIContainer, didFinishLoading loaded: Bool) {}
}
```

### A manager registering into the container it builds

```swift
import Swinject

struct DependencyManager {
    static let shared = DependencyManager()
    let container: Container

    private init() {
        container = Container()
        registerDependencies(container)
    }

    private func registerDependencies(_ c: Container) {
        c.register(Session.self) { _ in Session() }.inObjectScope(.container)
        c.register(DatabasePool.self) { _ in try! DatabasePool(path: "db.sqlite") }
    }
}
```

### A manager keeping the container only to register into it

```swift
import Swinject

final class DatabaseManager {
    let container: Container
    let path: String

    init(container: Container, path: String) {
        self.container = container
        self.path = path
    }

    func setUpDatabase() {
        let writer = DatabaseWriter(path: path)
        container.register(DatabaseWriter.self) { _ in writer }.inObjectScope(.container)
    }
}
```

### A screen's assembly

```swift
protocol Assembly {
    func makeModule() -> UIViewController
}

protocol QuizAssembly: Assembly {
    var moduleOutput: QuizOutput? { get set }
}

final class ReviewsContainerViewController: UIViewController {
    init(quiz: QuizAssembly) { super.init(nibName: nil, bundle: nil) }
    func registerSubmodule(assembly: Assembly) {}
}
```

### A protocol of screens handed to presenters, a screen's own assembly

```swift
enum Module { case login, calendar, editEvent(Event) }

protocol ModuleAssembly {
    func assembledView(for module: Module) throws -> UIViewController
}

final class CalendarPresenter {
    private let moduleAssembly: ModuleAssembly
    init(moduleAssembly: ModuleAssembly) { self.moduleAssembly = moduleAssembly }
    func editTapped(_ event: Event) throws -> UIViewController {
        try moduleAssembly.assembledView(for: .editEvent(event))
    }
}

protocol ActivityViewControllerAssembly {
    var formViewController: UIViewController { get }
    var notificationCenter: NotificationCenter { get }
    var alertFactory: AlertCreation { get }
}

final class ActivityViewController: UIViewController {
    init(assembly: ActivityViewControllerAssembly) { super.init(nibName: nil, bundle: nil) }
}
```

### A tab root building its tabs' coordinators

```swift
import Swinject
import UIKit

final class TabsController: UITabBarController {
    private let container: Container

    init(container: Container) {
        self.container = container
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = container.resolve(FeedCoordinator.self, argument: container)!
        let profile = container.resolve(ProfileCoordinator.self, argument: container)!
        feed.start()
        profile.start()
        viewControllers = [feed.navigationController, profile.navigationController]
    }
}
```

### A static factory or a convenience initializer unpacking the container into the initializer

```swift
final class AppDependencies {
    let expenses: ExpenseRepository
    let debts: DebtRepository
    let savings: SavingsService
    let goals: GoalStore
    let profiles: ProfileProvider

    init(
        expenses: ExpenseRepository, debts: DebtRepository, savings: SavingsService, goals: GoalStore,
        profiles: ProfileProvider
    ) {
        self.expenses = expenses
        self.debts = debts
        self.savings = savings
        self.goals = goals
        self.profiles = profiles
    }
}

final class PeriodCloseViewModel {
    init(kind: Int, expenses: ExpenseRepository, debts: DebtRepository, goals: GoalStore) {}
}

extension PeriodCloseViewModel {
    static func make(kind: Int, dependencies: AppDependencies) -> PeriodCloseViewModel {
        PeriodCloseViewModel(
            kind: kind, expenses: dependencies.expenses, debts: dependencies.debts, goals: dependencies.goals)
    }
}

final class SavingsViewModel {
    init(savings: SavingsService, goals: GoalStore) {}

    convenience init(dependencies: AppDependencies) {
        self.init(savings: dependencies.savings, goals: dependencies.goals)
    }
}

protocol ExpenseRepository {}
protocol DebtRepository {}
protocol SavingsService {}
protocol GoalStore {}
protocol ProfileProvider {}
```

### Tests

```swift file=Tests/AppTests/ProfileViewModelTests.swift
final class FakeProfileController {
    init(container: DIContainer) {}
}
```

### A menu's snapshot of values named `…Dependencies`

```swift
enum ChargingMode { case normal, limited }

struct MenuDependencies {
    let mode: ChargingMode
    let showDebugMenu: Bool
    let isCharging: Bool
    let isOnBattery: Bool
    let chargeLimit: Int
}

final class StatusItemManager {
    func updateMenu(dependencies: MenuDependencies) {}
}
```

### A service named in the plural, its own API used by its takers

```swift
final class ReservationStore {}
final class TableStore {}
final class LayoutCache {}
final class ClusterCache {}

final class LayoutServices {
    let store: ReservationStore
    let tableStore: TableStore
    let layoutCache: LayoutCache
    let clusterCache: ClusterCache
    var selectedLayout = 0
    init(store: ReservationStore, tableStore: TableStore, layoutCache: LayoutCache, clusterCache: ClusterCache) {
        self.store = store
        self.tableStore = tableStore
        self.layoutCache = layoutCache
        self.clusterCache = clusterCache
    }
    func keyFor(date: String, category: String) -> String { date + category }
    func assignTables(_ count: Int) -> [Int] { Array(0..<count) }
    func canPlaceTable(_ id: Int) -> Bool { id >= 0 }
    func markTable(_ id: Int) { selectedLayout = id }
    func unmarkTable(_ id: Int) { selectedLayout = 0 }
}

final class ClusterManager {
    private let layoutServices: LayoutServices
    init(layoutServices: LayoutServices) { self.layoutServices = layoutServices }
    func signature() -> String { layoutServices.keyFor(date: "today", category: "dinner") }
}
```

### A screen's own use cases behind their protocol

```swift
protocol LoginUseCase { func callAsFunction(pin: String) async throws }
protocol LockUseCase { func callAsFunction() }
protocol UnlockUseCase { func callAsFunction() }
protocol BiometricsUseCase { func callAsFunction() async -> Bool }
protocol AttemptsUseCase { func callAsFunction() -> Int }

protocol LoginUseCasesProtocol {
    var login: LoginUseCase { get }
    var lock: LockUseCase { get }
    var unlock: UnlockUseCase { get }
    var biometrics: BiometricsUseCase { get }
    var attempts: AttemptsUseCase { get }
}

struct LoginUseCases: LoginUseCasesProtocol {
    let login: LoginUseCase
    let lock: LockUseCase
    let unlock: UnlockUseCase
    let biometrics: BiometricsUseCase
    let attempts: AttemptsUseCase
}

final class LoginViewModel {
    private let useCases: LoginUseCasesProtocol

    init(useCases: LoginUseCasesProtocol) {
        self.useCases = useCases
    }
}
```

## Options

None.

## Limits

- Types are matched by name: a parameter typed with a typealias of a container, or a
  container with an unusual name and no `resolve`/`make…` members, is not recognized.
- Only parameters are checked; a stored property of a container type set some other way
  is not.
- A type outside the suffix list (`ProfileModel`, `Feature`) may take a container without a
  finding.

"""#,
    "environment_service": #"""
# environment_service

Flags business services stashed in the SwiftUI environment as hidden dependency injection.

Severity: warning · Default: off

## What it flags

A live service made the hidden default of the SwiftUI environment, at the declaration that
makes it so:

- an `EnvironmentKey` conformer whose `static` `defaultValue` is a live instance of a
  dependency-like type (`static let defaultValue: AnalyticsService = LiveAnalytics()`, or
  without an annotation `= LiveAnalytics()`), reported at the key's name;
- a property declared with the `@Entry` macro in `extension EnvironmentValues` whose default
  is such an instance (`@Entry var api: APIClient = .live`), reported at the property's name.

A property of `extension EnvironmentValues` computed through a key (`get {
self[AnalyticsKey.self] }`) is not reported: the key and its member are one problem, reported
once, at the key, where the default is written.

A default is safe, and not flagged, when it is optional (`defaultValue: AnalyticsService? =
nil`, `@Entry var report: Report?`: a view must handle the absence) or a stand-in: a name in
it is a preview or fixture name (`.preview`, `.mock`, `.placeholder`), a test double
(`MockClient()`), or starts with a stand-in word (`.noop`, `NoopTracker()`, `.unimplemented`,
`.failing`, `.fake()`, `EmptyHaptics()`).

The type counts when it is dependency-like (as everywhere in dilint: a protocol, class or
actor of the analyzed set, or a name ending in a dependency suffix; never a value type such
as `Bool`, `Color` or `Binding`, and never a function type), or when it is a service hub: a
class of the analyzed set holding two or more properties named like collaborators
(`regionsService`, `apiClient`), whatever its own name and superclass. Names ending in
`ViewModel`, `State`, `Model`, `Settings` or `Theme` (also with `Protocol`/`Type` after them,
or as the outer type of a nested one, `TimelineViewModel.Context`) are state, not services,
and are never flagged. Nor are two kinds of project classes that hold state rather than do
work: a class or actor of the analyzed set with no instance method that is not `private`
(`final class NavigationFlags: ObservableObject { @Published var showsPaywall = false }`), and
a class without a service suffix that is an `ObservableObject`.

With the option `use_sites: true`, also `@EnvironmentObject var x: T` and `@Environment(T.self)
var x` where `T` is dependency-like and named like a service (its name ends in a dependency
suffix: `Service`, `Manager`, `Repository`, `Client`, `Provider`, `Store`, `Coordinator`, …),
reported at the property's name.

## Why it matters

A key whose default is the live service hides a global: a view, preview or test that nobody
gave the service to silently talks to the real one, and the initializer shows no dependency.
A stand-in default (a no-op, a failing or a preview value) keeps the environment what SwiftUI
means it to be, a replaceable slot, and makes a missing injection visible at once; inject the
live service at the root.

## Flagged

```swift
protocol AnalyticsService {
    func track(_ event: String)
}

private struct ↓AnalyticsKey: EnvironmentKey {
    static let defaultValue: AnalyticsService = LiveAnalytics()
}

extension EnvironmentValues {
    var analytics: AnalyticsService {
        get { self[AnalyticsKey.self] }
        set { self[AnalyticsKey.self] = newValue }
    }
}

struct ProfileView: View {
    @Environment(\.analytics) private var analytics
    var body: some View { Text("Profile").onAppear { analytics.track("profile") } }
}
```

### The `@Entry` macro

```swift
struct APIClient {
    var fetch: (URL) async throws -> Data
}

extension EnvironmentValues {
    @Entry var ↓apiClient: APIClient = APIClient(fetch: { _ in Data() })
}
```
> message: environment value 'apiClient' defaults to a live 'APIClient', which every view without an injected one silently uses; make the default a no-op or placeholder and inject the service at the root

### Defaults without an annotation, computed defaults

```swift
final class AuthService {
    func signIn() async throws {}
}

extension EnvironmentValues {
    @Entry var ↓auth = AuthService()
}

final class CartStore {
    func add(_ item: String) {}
}

enum ↓CartStoreKey: EnvironmentKey {
    static var defaultValue = CartStore()
}

private struct ↓SessionKey: EnvironmentKey {
    static var defaultValue: SessionManager { SessionManager() }
}
```

### A service hub without a service name

```swift
open class CoreApplication: NSObject {
    public let locationService: LocationService
    public lazy var regionsService = RegionsService()
    public init(config: CoreAppConfig) { locationService = LocationService() }
}

public struct ↓CoreApplicationKey: EnvironmentKey {
    static public let defaultValue: CoreApplication = {
        CoreApplication(config: CoreAppConfig())
    }()
}

extension EnvironmentValues {
    public var coreApplication: CoreApplication {
        get { self[CoreApplicationKey.self] }
        set { self[CoreApplicationKey.self] = newValue }
    }
}
```

### Environment objects and observable services, with `use_sites`

```swift config={"use_sites": true}
final class SessionManager: ObservableObject {
    func refresh() async {}
}

@Observable final class PaymentService {
    func pay(_ amount: Decimal) async throws {}
}

struct CheckoutView: View {
    @EnvironmentObject var ↓session: SessionManager
    @Environment(PaymentService.self) private var ↓payments
    var body: some View { Text("Checkout") }
}
```

## Fixed

```swift
protocol AnalyticsService {
    func track(_ event: String)
}

struct ProfileView: View {
    let analytics: AnalyticsService
    var body: some View { Text("Profile").onAppear { analytics.track("profile") } }
}
```

### State, values and closures in the environment

```swift config={"use_sites": true}
final class Theme: ObservableObject {}
@Observable final class AppState {}
final class SettingsViewModel: ObservableObject {}
final class AppBindings: ObservableObject {
    func refresh() {}
}
protocol ProfileViewModelProtocol {}
struct TimelineViewModel { final class Context {} }

private struct IsCompactKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var isCompact: Bool {
        get { self[IsCompactKey.self] }
        set { self[IsCompactKey.self] = newValue }
    }
    @Entry var accent: Color = .blue
    @Entry var onDismiss: () -> Void = {}
    @Entry var selection: Binding<Int> = .constant(0)
    @Entry var bindings = AppBindings()
    @Entry var timelineContext: TimelineViewModel.Context?
    @Entry var profile: ProfileViewModelProtocol?
    static var shared: AnalyticsService { LiveAnalytics() }
}

struct SettingsView: View {
    @EnvironmentObject var theme: Theme
    @EnvironmentObject var viewModel: SettingsViewModel
    @Environment(AppState.self) private var state
    @Environment(\.dismiss) private var dismiss
    @Environment(\.analytics) private var analytics
    @State private var router = RouterService()
    var body: some View { Text("Settings") }
}
```

### Project types that hold state or are not named like a service

```swift config={"use_sites": true}
@Observable final class RouterPath {
    func navigate(to path: String) {}
}

final class SubscriptionCoordinator: ObservableObject {
    @Published var showsPaywall = false
    private func reset() {}
}

final class DragFrames {
    var frames: [String: CGRect] = [:]
}

extension EnvironmentValues {
    @Entry var dragFrames = DragFrames()
}

struct TimelineView: View {
    @Environment(RouterPath.self) private var router
    @EnvironmentObject var subscription: SubscriptionCoordinator
    var body: some View { Text("Timeline") }
}
```

### Stand-in and optional defaults

```swift
protocol AnalyticsService {
    func track(_ event: String)
}
final class Report: ContentModel { func refresh() {} }
protocol ContentModel { func refresh() }

private struct AnalyticsKey: EnvironmentKey {
    static let defaultValue: AnalyticsService = NoopAnalytics()
}
private struct PreviewAnalyticsKey: EnvironmentKey {
    static var defaultValue: AnalyticsService { .preview }
}
private struct ClientKey: EnvironmentKey {
    static let defaultValue: AnalyticsService = .unimplemented
}
private struct SessionKey: EnvironmentKey {
    static var defaultValue: SessionManager? { nil }
}

extension EnvironmentValues {
    @Entry var reportContext: Report?
    @Entry var tracker: AnalyticsService = PlaceholderAnalytics()
}
```

### Use sites, off by default

`@EnvironmentObject` and `@Environment(T.self)` are how SwiftUI means UI services (haptics,
toasts, navigation, media state) to be shared and replaced in previews; without `use_sites`
they are not reported.

```swift
final class ToastManager: ObservableObject {
    func show(_ message: String) {}
}

@Observable final class HapticManager {
    func play() {}
}

struct ToastView: View {
    @EnvironmentObject var toasts: ToastManager
    @Environment(HapticManager.self) private var haptics
    var body: some View { Text("Toast") }
}
```

## Options

| key | type | default | effect |
| --- | --- | --- | --- |
| `use_sites` | boolean | `false` | also report `@EnvironmentObject var x: T` and `@Environment(T.self)` of a service type |

## Limits

- Why use sites are off by default: on held-out apps 19 of 20 of them were UI services the
  environment is meant to carry (`@EnvironmentObject var coordinator: SheetCoordinator`,
  `@Environment(HapticManager.self)`, toast managers, media trackers), and "pass it through
  the initializer" is not what a reviewer would ask for. The value of the rule is at the
  declaration: a live service as a hidden default.
- A key and the `EnvironmentValues` property built on it are one problem: the key is
  reported, the property is not. A key declared outside the analyzed set is not seen, so a
  property built on it is not reported either.
- A stand-in is recognized by a word in the default (`noop`, `preview`, `mock`,
  `unimplemented`, …); a live default whose expression happens to contain such a word is
  missed, and a no-op type named otherwise (`SilentTracker()`) is reported.
- With `use_sites`, `@EnvironmentObject` and `@Environment(T.self)` need a service-like name: a plain project
  class such as `RouterPath` or `CurrentAccount` is taken for observable state. Keys and
  `EnvironmentValues` properties only need a dependency-like type, so a project class with
  methods that mostly holds state (`final class AppBindings { func refresh() … }`, not an
  `ObservableObject`) is flagged there; suppress it with a reason.
- A state holder with public methods and a service suffix (`PresentationManager` with
  `present()`/`dismiss()`) is taken for a service. Types outside the analyzed set are judged
  by their name alone.
- Without an annotation the type is read from `= Name(…)`, `= Name.init(…)` or
  `= Name.member` only; other initializers are not inferred.
- Injecting the service (`.environment(service)`, `.environmentObject(service)`) is not
  flagged: the declaration that reads it is.
- Off by default: on held-out sets 6 and 7 a reviewer acted on 4 of its 13 findings. Most
  live defaults it finds are an app's deliberate way of providing a service to every view
  (one key per service, each filled in at the root). Enable it with
  `{"rules": {"environment_service": "on"}}` to audit what views get when nothing is injected.

"""#,
    "force_unwrapped_dependency": #"""
# force_unwrapped_dependency

Flags implicitly unwrapped dependencies.

Severity: warning · Default: on

## What it flags

A stored `var` of a type (class, struct, actor, enum) whose type is an implicitly
unwrapped optional of a dependency-like type (see docs/judgments.md): `var service:
NetworkService!`, `private var repo: OrderRepository!`. Reported at the property's name.
When a method `configure(…)`, `inject(…)` or `set<Name>(…)` of the same type (in the same
file) assigns the property, the message names that "lateinit" setter.

A force-unwrapped resolution (`container.resolve(UserService.self)!`, `as! AppDelegate`) is
not this rule's: it is `service_locator`'s one finding, whose message says the lookup is
force-unwrapped. One problem, one finding. So is a property an injection wrapper fills at
run time (`@Injected var nightscout: NightscoutManager!`, a team's own wrapper declaring
`wrappedValue: T!`): it is `injected_property_wrapper`'s, whose finding says the dependency
is resolved at run time (that rule is opt-in; this one does not report it either way).

Not flagged:

- `@IBOutlet` and `@IBInspectable` properties (also `@NSManaged` and SwiftUI's
  `@Environment`, `@State`, `@ObservedObject`, … wrappers), `let`s (an initializer sets
  them), local variables, and properties the type creates and assigns itself: in an
  initializer (two-phase initialization, `scheduler = TaskScheduler(owner: self)`) or any
  other method (an owned child, `child = ChildCoordinator(…)` in `start()`) or where it is
  declared (`var model: CodeViewModel! = CodeViewModel()`; `= nil` is no value), or the
  type's own static or class factory that sets it on the instance it builds, a local it
  declares (`let vc = …; vc.theme = ThemeService.shared().theme`, whatever the value, an
  implicit member too, `instance.viewModel = .init(course: course)`; held-out set 279: 1 of 1
  SPEC "no"; no
  caller holds the instance before it is set; held-out set 45: 19 of 19 scenes not acted
  on), or, on another name, to one of its parameters or to what it constructs, also through
  the optional the storyboard gives
  (`scene?.client = client`) (`static func instantiate(api: API) -> Self { let vc =
  …; vc.api = api; return vc }`, `vc.presenter = Presenter(env: env, view: vc)`): a
  storyboard scene cannot take an initializer, and its factory is the constructor injection
  no caller can skip (issue 14, held-out set 13: nine such properties of storyboard scenes,
  none acted on; set 16: four presenters built in the factory). A static property its own
  static set-up assigns (`Self.handler = handler`) is the type's own too. So is what any
  function that constructs the type sets right after (a VIPER `…FlowController`'s static
  builder, a navigation controller's step factory, a router's method), when the value is built
  from the constructed object (`let view = AboutViewController()` or a static factory of the
  type, `EnterEmailViewController.nibInstance()`, or the object taken out of another by a
  cast, a storyboard's tab a coordinator fills, `let media = navController.viewControllers[0]
  as! MediaController`, then `media.viewModel = MediaViewModel(delegate: media, …)`: held-out
  set 197, 3 of 3 SPEC "no"; `let presenter =
  AboutPresenter(flowController: AboutFlowController(viewController: view), …)`,
  `view.presenter = presenter`, also with the initializer named, `LoginPresenter.init(view:
  view, router: router)`: held-out set 110, 7 of 7 SPEC "no"; also through the object's
  `inject(…)` or `configure(…)` under the property's name, from locals however annotated,
  `let coordinator: MovieListCoordinator = DefaultMovieListCoordinator(root: viewController)`,
  then `viewController.inject(viewModel: viewModel, …)`: held-out set 179, 1 of 1 SPEC "no",
  what it hands in built without the object still reported; or a container resolving it
  with the object as the argument, `presenter.interactor = r.resolve(ListInteractor.self,
  argument: presenter)` in a Swinject registration: held-out set 130, 7 of 7 SPEC "no"; or
  with what it resolved with the object, `let viewController =
  resolver.resolve(ForecastViewController.self, argument: presenter)!`, then
  `presenter.router = resolver.resolve(ForecastRouter.self, argument: viewController)`:
  held-out set 258, 4 of 4 SPEC "no"; or a function handed the object, a Clean Swift
  configurator, `func configure(viewController: ChatViewController) { let presenter =
  ChatPresenter(viewController: viewController); viewController.presenter = presenter }`): the
  presenter cannot exist
  before the view (held-out set 29: 35 of 35 not acted on; set 38: 23 of 23). Not when code
  that ships, outside a test file, also constructs the screen elsewhere (`HomeController()` in
  a tab bar's set-up, the router never called): that path leaves the property nil (held-out
  set 110: 2 of 2 acted on); unless the screen hands itself to its configurator from its own
  set-up (`configurator.configure(viewController: self)` in its initializer, `viewDidLoad`,
  `awakeFromNib` or `loadView`), which every construction goes through (held-out set 268: 7 of
  7 not acted on, 5 SPEC "no"). A value built without it (`view.handler =
  container.resolve(…)`) could go through the initializer and is reported (set 20: 18 of 19
  acted on), unless the screen comes from a storyboard and a wiring type makes it: whatever
  a function of a `…Builder`, `…Assembly`, `…Factory`, `…Module`, `…Configurator`,
  `…Wireframe`, coordinator or router sets on a storyboard scene it makes (a SwiftGen scene
  named for its class, `StoryboardScene.Wallet.walletViewController.instantiate()`, any
  `instantiate…(…)` cast to the class, also on a storyboard opened in place,
  `UIStoryboard(name: "Viewer", bundle: nil).instantiateViewController(withIdentifier:
  "PagerController") as? PagerController`, the wiring type setting itself too (`pager.coordinator
  = self`; held-out set 197: 1 of 1 SPEC "no"), or one handed the class, as a generic helper is:
  `UIStoryboard.instantiateViewController(of: HomeViewController.self)`, also under another
  name when it is called on a storyboard: `UIStoryboard.createController(HomeViewController
  .self)`, held-out set 101: 10 of 10 SPEC "no"; or the class's own storyboard factory,
  `WelcomeViewController.instantiate()`, in a function of a `…Builder`, … or of a hand-written
  per-screen container named `…Container`, `SignedOutDependencyContainer`: held-out set 105, 13
  of 13 SPEC "no", 12 of them no longer reported; or a factory of the class's own named for
  its storyboard, `RaidLevelViewController.fromStoryboard()`, held-out set 118: 6 of 6 SPEC
  "no"; or such a call through an argument-free call on the way, R.swift's
  `R.storyboard.game().instantiate(controller: GameViewController.self)`, held-out set 132: 9
  of 9 SPEC "no", or R.swift's accessor named for the scene's class,
  `R.storyboard.canteen.canteenViewController()`, also set on in a closure configuring the
  scene (`….canteenViewController()!.also { $0.viewModel = CanteenViewModel(context: context)
  }`, the `Then` library's `.then { … }`) in a wiring type's function or lazy property,
  held-out set 301: 7 of 7 SPEC "no"; or a generic helper's scene named by `as`, `UIStoryboard.flows
  .instantiateViewController() as OrdersViewController` in a Dip registration of `extension
  DependencyContainer`, the value set after a `try!`, held-out set 145: 5 of 5 SPEC "no"; or any of these calls whose class the
  local's annotation names, `let viewController: SendViewController =
  ScreenManager.instantiate(R.storyboard.send)`: held-out set 114, 1 of 1 SPEC "no"; or a
  static factory returning the screen, whatever its type's name, `static func create(with
  viewModelLocator: ViewModelLocator) -> SettingsViewController` in a `SettingsPresenter`, the
  scene it returns made by SwiftGen's `StoryboardScene.Settings.initialScene.instantiate()` and
  handed everything through its late setter, `viewController.inject(presenter: presenter,
  viewModel: viewModelLocator.getSettingsViewModel(…))`: held-out set 306, 22 of 22 such
  presenters and view models not acted on) is that
  scene's constructor injection, also set through the optional the cast gives
  (`viewController?.validateQRLogin = makeUseCase()`; held-out set 52: 25 of 25 presenters
  VIPER module builders set on their storyboard scenes not acted on; set 65: 22 of 22 view
  models a Swinject assembly set on scenes its generic helper made, SPEC "no"; set 67: 2 of 2
  use cases a factory set through the optional, SPEC "no"). A service that sets its own services on a scene it makes
  (`NavigationService.makeCountriesViewController()`) could hand them to the storyboard's
  `creator` instead, and is reported (held-out set 45: 2 of 2 acted on). So is whatever
  SwinjectStoryboard's completion closure sets on the scene it completes
  (`container.storyboardInitCompleted(WalletViewController.self) { r, c in
  c.applicationRepository = r.resolve(ApplicationRepository.self) }`): the framework runs it
  on every scene the storyboard makes (held-out set 58: 46 of 46 SPEC "no"), also through a
  method of the scene the closure calls (`c.installDependencies(r.resolve(HubViewModel.self)!,
  …)`, the method assigning the property; held-out set 190: 19 of 19 SPEC "no"), with typed
  parameters too (`{ (resolver: Resolver, controller: ItemsViewController) in`) and on a scene
  the completed one holds, cast to its class (`guard let items = controller.topViewController
  as? ItemsViewController`; held-out set 158: 4 of 4 SPEC "no"), also through a
  function of the app's own that hands its closure on to `storyboardInitCompleted`, in a file
  importing SwinjectStoryboard (`container.registerForAppStoryboard(MenuViewController.self)
  { r, c in c.viewModel = r.resolve(MenuViewModel.self) }`; held-out set 111: 46 of 46 SPEC
  "no"). So is what a DITranquillity registration injects into the object it makes, in a
  file importing DITranquillity, when that object is a storyboard scene (`container.register
  { MapViewController.loadFromStoryboard(…) }.injection(\.handler)`) or the injection closes
  a cycle (`.injection(cycle: true, \.handler)`, a presenter built with the view); also the
  closure form, `.injection(cycle: true) { $0.handler = $1 }` (held-out set 157: 2 of 2 SPEC
  "no"). A code-built object's property injection without a cycle could go through its
  initializer, and is reported.
- `unowned` and `weak` properties: back references to an owner, not dependencies.
- A base class's property its subclasses provide: a subclass of the set assigns it in its
  own code (`override func makeViewModel() { viewModel = FavoritesViewModel() }`, called by
  the base's `viewDidLoad`) or declares it again (`override var viewModel: …! { get … set
  … }` over a view model of its own). Each subclass makes it for itself; no caller hands it
  in (held-out set 102: 3 of 3 SPEC "no"). So does a builder setting it on a subclass's
  scenes (`storyboardInitCompleted(CheckoutAddressListViewController.self) { r, c in
  c.tableProvider = … }` over the base screen's `tableProvider`; held-out set 298: 1 of 1 SPEC
  "no").
- A property its type never reads (declared and extended in one file, no use of the name
  there but its assignments): a module template's `var interactor: ListInteractorInput!` the
  presenter never calls cannot crash; it is dead scaffolding to delete, not a dependency to
  hand in (held-out set 97: 14 of 14 not acted on). In a function or initializer taking a
  parameter of the property's name, the bare name is the parameter: `self.client = client`
  then `NetworkProvider(client: client)` in `setup(client:)` reads no property (held-out set
  298: 2 of 2 SPEC "no").
- A property of a type a SwiftUI environment entry defaults to, built with no arguments
  (`@Entry var libraryService: LibraryService = .init()`, or an `EnvironmentKey`'s `static let
  defaultValue = LibraryService()`), that a method of the type's own assigns from its
  parameters (`setup(dataManager:)`): the environment needs a value made with nothing, and the
  app's root hands in the real one, set up (held-out set 298: 15 of 15 such properties over
  seven services not acted on).
- A property a protocol of the analyzed set requires settable, of the type or a superclass
  (`protocol TransactionEngine { var sourceAccount: BlockchainAccount! { get set } }`): the
  protocol's users set it, so one conformer alone cannot take it in an initializer; the
  design is the protocol's, shared by every conformer (held-out set 47: twenty transaction
  engines, 11 of 11 labelled not acted on one by one).
- Properties of reusable views and cells (`UITableViewCell`, `UICollectionReusableView`
  subclasses, classes named `…Cell`; AppKit's `NSTableRowView` and `NSTableCellView`
  subclasses and classes named `…CellView`, made by `tableView.makeView(…)`; held-out set
  45: 2 of 2 not acted on): configured with data after dequeueing. So is a plain custom
  view's presenter (a property typed with a name holding `Presenter`, in a class whose
  superclass chain ends in `UIView` or `NSView`: `var presenter: PickerViewPresenterProtocol!`):
  the screen hosting the view builds the presenter with it (`PickerViewPresenter(view:
  categoryPickerView, …)`) and hands it over, and the presenter cannot exist before the view
  it talks back to (held-out set 170: 3 of 3 not acted on). So is such a view's view model (a
  type named `…ViewModel`, `…Presenter` or `…Interactor`: `var viewModel:
  ActivityDesignViewModel!` of a nib-loaded editor panel its screen hands its own view model;
  held-out set 329: 1 of 1 not acted on), and a view binder's (a class named `…Binder`, its
  `private(set) var viewModel: ListViewModel!` set by its `bind(_:)` before anything reads
  it; held-out set 327: 2 of 2 not acted on). A custom view's other services are still
  reported, and so is a screen's view model.
- Types that are not collaborators: values (`var name: String!`), views and view
  controllers (a class of the analyzed set whose superclass chain ends in a platform class
  such as `UILabel` or `UIViewController`), model objects (`NSManagedObject` subclasses and
  Realm's `Object` subclasses, also through the set's own base class and whatever protocols
  they adopt: `var file: File!` with `File: BaseModel: Object`; held-out set 56: 6 of 6 SPEC
  "no";
  classes conforming to `Codable`, `Identifiable`, `Hashable`, …, themselves or through a
  superclass of the analyzed set, `NSObject` subclasses without a dependency suffix), a
  protocol that describes a model (every type that adopts it outside tests is such a model
  object, or a struct or enum conforming to `Equatable`, `Codable`, …: `var conversation:
  Conversation!` where `Chat`, `Room` and `Channel` adopt it, held-out set 24; `var
  currentItem: Media!` where the `Movie`, `Show` and `Episode` structs adopt it, set 48: 4 of 4
  SPEC "no"; or a data shape, a protocol of properties only, its initializers and an
  `isEqual…` comparison in a refinement of `Equatable` aside: `var model: BarButtonState!`
  over `protocol ViewModelState { init() }`, held-out set 292: 1 of 1 SPEC "no"), UIKit/AppKit types the analyzed set does not declare
  (`UIViewControllerContextTransitioning`), the standard library's coding containers
  (`KeyedDecodingContainer`; held-out set 46), and delegates and data sources (by property or
  type name). Nor is a collection, whatever its elements (`var cards: [Card]!`, set by
  `setupWith(cards:)`): the list a screen is handed to show, not a collaborator (held-out
  set 67: 1 of 1 not acted on).
- `static var shared: Foo!` in `Foo` (a singleton, `singleton_declaration`'s), and any other
  static property (`static var dataSource: DataSourceType!` in a module's `enum
  ModuleDependencies`): a global slot no initializer can take, whose reads
  (`ModuleDependencies.dataSource!`) are `service_locator`'s (held-out set 158: 1 of 1 SPEC
  "no").
- Test files, test doubles (types named `Mock…`, `…Mock`, `Fake…`, `…Stub`, `…Spy`, …),
  and the composition root, wiring types included (an `AppDelegate` cannot take its
  collaborators in an initializer; a `…Coordinator` holding the container is wiring).

## Why it matters

An implicitly unwrapped dependency is a promise the compiler cannot check: the object exists
in a half-built state until someone remembers to set the property, and the first call
before that crashes. The initializer no longer lists what the type needs, so tests learn it
from crashes. A force-unwrapped lookup crashes as soon as a registration is missing or
renamed. Passing collaborators through the initializer makes them non-optional and
impossible to forget.

## Flagged

```swift
final class OrdersViewController: UIViewController {
    @IBOutlet var tableView: UITableView!
    var ↓service: NetworkService!
    private var ↓repo: OrderRepository!
    var ↓pricing: PricingService!
    var title: String!

    func load() {
        service.fetch()
        repo.save()
        pricing.quote()
    }
}
```

### The message

```swift
final class ProfileViewController: UIViewController {
    var ↓analytics: AnalyticsTracking!

    func didAppear() { analytics.track("profile") }
}
```
> message: 'analytics' is an implicitly unwrapped 'AnalyticsTracking' that crashes if used before it is set; pass it through the initializer instead

### A "lateinit" setter

```swift
final class CartViewController {
    private var ↓pricing: PricingService!

    func configure(pricing: PricingService) {
        self.pricing = pricing
    }

    func total() -> Double { pricing.total() }
}
```
> message: 'pricing' is an implicitly unwrapped 'PricingService' set later by 'configure(pricing:)'; pass it through the initializer instead

### Classes and protocols of the analyzed set

```swift
protocol FeedLoading {}
final class FeedViewModel {
    func refresh() async { await loader.load() }
}

final class FeedViewController: UIViewController {
    var ↓loader: FeedLoading!
    var ↓viewModel: FeedViewModel!

    func setLoader(_ loader: FeedLoading) { self.loader = loader }
    func reload() async {
        loader.start()
        await viewModel.refresh()
    }
}

protocol Player: UIView {
    func play(_ url: URL)
}

final class DefaultPlayerView: UIView, Player {
    func play(_ url: URL) {}
}

final class PlayerScreen: UIViewController {
    var ↓playerView: (any Player)!

    func play(_ url: URL) { playerView.play(url) }
}
```

### An assembly setting what it did not build from the screen

```swift
protocol FeedEventHandler { func didLoad() }

final class FeedScreen: UIViewController {
    var ↓handler: FeedEventHandler!

    func didLoad() { handler.didLoad() }
}

final class FeedAssembly {
    static func createModule(container: Resolver) -> FeedScreen {
        let view = FeedScreen()
        let handler = container.resolve(FeedEventHandler.self)!
        view.handler = handler
        return view
    }
}
```

A view model a container builds around a model layer the container builds too:

```swift
protocol ExhbtServiceProtocol { func get(withId id: Int) async throws -> String }

final class ExhbtContentModel {
    private let exhbtService: ExhbtServiceProtocol
    init(exhbtService: ExhbtServiceProtocol) { self.exhbtService = exhbtService }
}

final class ExhbtContentViewModel {
    var model: ExhbtContentModel!
    var sections = ["full", "thumbnail"]
}

final class ExhbtContentViewController: UIViewController {
    var ↓viewModel: ExhbtContentViewModel!

    func sectionCount() -> Int { viewModel.sections.count }
}

final class ExhbtContentAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ExhbtContentModel.self) { r in
            ExhbtContentModel(exhbtService: r.resolve(ExhbtServiceProtocol.self)!)
        }
        container.register(ExhbtContentViewModel.self) { r in
            let viewModel = ExhbtContentViewModel()
            viewModel.model = r.resolve(ExhbtContentModel.self)!
            return viewModel
        }
    }
}
```

A service, not a wiring type, setting its own services on a storyboard scene it makes could
hand them to the storyboard's `creator`:

```swift
protocol CountriesModeling { func load() }

final class CountriesViewController: UIViewController {
    var ↓viewModel: CountriesModeling!

    func start() { viewModel.load() }
}

final class NavigationService {
    let storyboard: UIStoryboard
    let factory: ViewModelFactory
    func makeCountriesViewController() -> CountriesViewController {
        let vc = storyboard.instantiateViewController(withIdentifier: "Countries") as! CountriesViewController
        vc.viewModel = factory.makeCountriesViewModel()
        return vc
    }
}
```

### An assembly injecting a view model built from the screen's coordinator

The coordinator is built with the screen and the view model with the coordinator, so
neither exists before the screen; the loading view handed in beside them is built without
it and could go through the initializer.

```swift
import UIKit

protocol ListCoordinator { func showDetails(_ id: Int) }
protocol ListViewModel { func load() }
protocol LoadingView { func start() }

final class DefaultListCoordinator: ListCoordinator {
    private weak var root: UIViewController?
    init(root: UIViewController) { self.root = root }
    func showDetails(_ id: Int) {}
}

final class DefaultListViewModel: ListViewModel {
    private let coordinator: ListCoordinator
    init(coordinator: ListCoordinator) { self.coordinator = coordinator }
    func load() {}
}

final class SpinnerController: UIViewController, LoadingView { func start() {} }

final class ListViewController: UIViewController {
    private var viewModel: ListViewModel!
    private var ↓loadingView: LoadingView!

    func inject(viewModel: ListViewModel, loadingView: LoadingView) {
        self.viewModel = viewModel
        self.loadingView = loadingView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loadingView.start()
        viewModel.load()
    }
}

final class DefaultListAssembly {
    func createList() -> UIViewController {
        let viewController = ListViewController()
        let coordinator: ListCoordinator = DefaultListCoordinator(root: viewController)
        let viewModel = DefaultListViewModel(coordinator: coordinator)
        viewController.inject(viewModel: viewModel, loadingView: SpinnerController())
        return viewController
    }
}
```

### A DITranquillity registration injecting a code-built object

```swift
import DITranquillity

protocol SearchService: AnyObject { func search(_ text: String) }

final class SearchPresenter {
    var ↓service: SearchService!
    func didType(_ text: String) { service.search(text) }
}

final class SearchPart: DIPart {
    class func load(container: DIContainer) {
        container.register(SearchPresenter.init)
            .injection(\.service)
    }
}
```

### A nested type's property it reads

```swift
protocol TimelineSource { func reload() }

final class TimelineController: UIViewController {
    final class BarView: UIView {
        var ↓source: TimelineSource!
        func refresh() { source.reload() }
    }
}
```

### A custom view's service

```swift
import UIKit

final class APIClient {
    func load() {}
}

final class RatingView: UIView {
    var ↓apiClient: APIClient!
    func refresh() { apiClient.load() }
}
```
> message: 'apiClient' is an implicitly unwrapped 'APIClient' that crashes if used before it is set; pass it through the initializer instead

### A screen its builder sets up, also constructed without it

Shipping code outside the builder makes the screen bare, so on that path nothing sets the
presenter:

```swift
protocol HomePresenterProtocol: AnyObject { func viewDidLoad() }

final class HomeController: UIViewController {
    var ↓presenter: HomePresenterProtocol!
    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

final class HomePresenter: HomePresenterProtocol {
    private weak var view: HomeController?
    init(view: HomeController) { self.view = view }
    func viewDidLoad() {}
}

final class HomeRouter {
    static func createModule() -> HomeController {
        let view = HomeController()
        view.presenter = HomePresenter(view: view)
        return view
    }
}

final class MainTabBarController: UITabBarController {
    func setUpTabs() {
        viewControllers = [UINavigationController(rootViewController: HomeController())]
    }
}
```

### A coordinator configuring a screen it builds in code

Built by its initializer, the screen could take the view model there:

```swift
protocol MealsViewModeling { func load() }

final class MealsViewController: UIViewController {
    var ↓viewModel: MealsViewModeling!
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}

final class CanteenCoordinator: Coordinator {
    func makeMeals() -> MealsViewController {
        MealsViewController().then {
            $0.viewModel = MealsViewModel()
        }
    }
}
```

### A property its protocol only requires readable

A protocol asking only `{ get }` leaves the conformer free to take the value in its
initializer.

```swift
protocol QuoteEngine: AnyObject {
    var quoteAccount: QuoteAccount! { get }
}

final class QuoteSwapEngine: QuoteEngine {
    var ↓quoteAccount: QuoteAccount!
    func quote() -> Int { quoteAccount.balance() }
}

protocol QuoteAccount: AnyObject {
    func balance() -> Int
}
```
> message: 'quoteAccount' is an implicitly unwrapped 'QuoteAccount' that crashes if used before it is set; pass it through the initializer instead

## Fixed

```swift
final class OrdersViewController: UIViewController {
    private let service: NetworkService
    private let repo: OrderRepository

    init(service: NetworkService, repo: OrderRepository) {
        self.service = service
        self.repo = repo
        super.init(nibName: nil, bundle: nil)
    }
}
```

### A storyboard scene's own factory sets it, or its declaration does

```swift
final class ScoutingViewController: UIViewController {
    var service: NetworkService!
    var cache: ImageCacheService! = ImageCacheService()
    var presenter: ScoutingPresenter!

    static func instantiate(service: NetworkService) -> ScoutingViewController {
        let scene = UIStoryboard(name: "Scouting", bundle: nil).instantiateInitialViewController() as! ScoutingViewController
        scene.service = service
        scene.presenter = ScoutingPresenter(service: service, view: scene)
        return scene
    }
}

final class NewIssueViewController: UIViewController {
    private var client: GithubClient!

    static func create(client: GithubClient) -> NewIssueViewController? {
        let scene = UIStoryboard(name: "NewIssue", bundle: nil).instantiateInitialViewController() as? NewIssueViewController
        scene?.client = client
        return scene
    }
}

final class ThemeService {
    static let shared = ThemeService()
    var theme: Theme = DefaultTheme()
}

protocol Theme: AnyObject {
    var backgroundColor: UIColor { get }
    func applyStyle(onNavigationBar navigationBar: UINavigationBar)
}

final class DialpadViewController: UIViewController {
    private var theme: Theme!

    class func instantiate() -> DialpadViewController {
        let viewController = StoryboardScene.DialpadViewController.initialScene.instantiate()
        viewController.theme = ThemeService.shared.theme
        return viewController
    }
}
```

### Outlets, values, views, models and callbacks

```swift
final class ThemedLabel: UILabel {}
final class Episode: NSObject {}
struct Podcast: Codable {}
final class Download: Identifiable {}

final class AttributeVisitor {
    var container: KeyedDecodingContainer<CodingKeys>!
}

final class PlayerViewController: UIViewController {
    @IBOutlet weak var artwork: UIImageView!
    @IBInspectable var cornerRadius: CGFloat!
    @IBOutlet var titleLabel: ThemedLabel!
    var label: ThemedLabel!
    var episode: Episode!
    var podcast: Podcast!
    var download: Download!
    var name: String!
    var url: URL!
    weak var delegate: PlayerDelegate!
    var dataSource: EpisodesDataSource!
    var transition: UIViewControllerContextTransitioning!
    let session: PlayerService! = nil
}

class ConversationBase: Identifiable, Hashable {
    func loadMessages() {}
}

final class Room: ConversationBase, Conversation {}
final class Channel: ConversationBase, Conversation {}

protocol Conversation: AnyObject {
    func loadMessages()
}

final class RoomSettingsViewController: UIViewController {
    var room: Room!
    var channel: Channel!
    var conversation: Conversation!
}

protocol Media {
    var title: String { get }
    func watchedProgress() -> Float
}

struct Movie: Media, Equatable {
    var title: String
    func watchedProgress() -> Float { 0 }
}

struct Episode: Media, Hashable {
    var title: String
    func watchedProgress() -> Float { 1 }
}

final class DetailViewController: UIViewController {
    var currentItem: Media!
}
```

### A list the screen is handed

```swift
protocol Collectable {
    var title: String { get set }
    func hasSecondCTA() -> Bool
}

final class Card: Collectable {
    var title = ""
    func hasSecondCTA() -> Bool { false }
}

final class CardsViewController: UIViewController {
    private var cards: [Card]!
    private var cardsByVersion: [String: Card]!

    func setupWith(cards: [Card]) {
        self.cards = cards
    }
}
```

### A Realm or Core Data entity a view shows

```swift
import RealmSwift

protocol ModelMappeable {
    func map(_ values: [String: Any])
}

class BaseModel: Object {}
final class File: BaseModel {}
extension File: ModelMappeable {
    func map(_ values: [String: Any]) {}
}
final class Attachment: NSManagedObject {}
extension Attachment: ModelMappeable {
    func map(_ values: [String: Any]) {}
}

final class ChatMessageAudioView: UIView {
    var file: File!
    var attachment: Attachment!
}
```

### Properties an injection wrapper fills

```swift
@propertyWrapper struct Injected<Service> {
    private var service: Service!
    var wrappedValue: Service! {
        get { service }
        set { service = newValue }
    }
}

final class APSManager {
    @Injected() var nightscout: NightscoutManager!
    @LazyInjected var pumps: PumpService!
}
```

### Built by the type itself

```swift
final class SocketChannel {
    private var scheduler: TaskScheduling!
    static var shared: SocketChannel!

    init() {
        self.scheduler = TaskScheduler(owner: self)
    }
}

protocol EncryptionHandling { func purge() }

final class SyncEncryptionHandler: EncryptionHandling {
    func purge() {}
}

enum SyncInstance {
    private static var encryptionHandler: SyncEncryptionHandler!

    static func initialize() {
        let encryptionHandler = SyncEncryptionHandler()
        Self.encryptionHandler = encryptionHandler
    }
}
```

### A builder sets the presenter it built from the screen

The presenter talks back to the screen, so it cannot exist before it: whatever builds the
screen (a VIPER `…FlowController`'s static builder, a navigation controller's step factory)
sets it right after constructing it, the only way the screen is made.

```swift
protocol AboutPresenting {}

final class AboutViewController: UIViewController {
    var presenter: AboutPresenting!
}

final class AboutFlowController: FlowController {
    static func push(in navigationController: UINavigationController) {
        let view = AboutViewController()
        let flowController = AboutFlowController(viewController: view)
        let presenter = AboutPresenter(flowController: flowController, interactor: AboutInteractor())
        view.presenter = presenter
        navigationController.pushViewController(view, animated: true)
    }
}

// An instance method of a navigation controller, the screen made by a static factory.
final class EnterEmailViewController: UIViewController {
    var presenter: EnterEmailPresenterProtocol!
    static func nibInstance() -> EnterEmailViewController { EnterEmailViewController() }
}

final class MintDomainsNavigationController: UINavigationController {
    func createStep() -> UIViewController {
        let vc = EnterEmailViewController.nibInstance()
        let presenter = EnterEmailPresenter(view: vc, flowManager: self)
        vc.presenter = presenter
        return vc
    }
}

// A module's initializer building into its own stored properties.
protocol MenuAction { func onAppear() }

final class MenuViewController: UIViewController {
    var presenter: MenuAction!
}

final class MenuModule: BaseModule {
    private let view: MenuViewController
    private let presenter: MenuPresenter

    init() {
        view = MenuViewController.storyboardInstantiate()
        presenter = MenuPresenter(view: view)
        view.presenter = presenter
    }
}

// A registration resolving the interactor with the presenter it just built as the argument.
protocol ListInteractorInput { func loadCodes() }

final class ListPresenter {
    var interactor: ListInteractorInput!
    func viewIsReady() { interactor.loadCodes() }
}

final class ListAssemblyContainer: Assembly {
    func assemble(container: Container) {
        container.register(ListInteractor.self) { (_, presenter: ListPresenter) in
            let interactor = ListInteractor()
            interactor.output = presenter
            return interactor
        }
        container.register(ListPresenter.self) { r in
            let presenter = ListPresenter()
            presenter.interactor = r.resolve(ListInteractor.self, argument: presenter)
            return presenter
        }
    }
}
```

```swift file=Sources/App/ForecastAssembler.swift
protocol ForecastRouterInput { func openDetails() }

final class ForecastViewController: UIViewController {
    var output: ForecastPresenter?
}

final class ForecastRouter: ForecastRouterInput {
    weak var view: ForecastViewController?
    func openDetails() {}
}

final class ForecastPresenter {
    weak var view: ForecastViewController?
    var router: ForecastRouterInput!
    func didTapDetails() { router.openDetails() }
}

final class ForecastModuleAssembler: Assembly {
    func assemble(container: Container) {
        container.register(ForecastRouter.self) { (_, viewController: ForecastViewController) in
            let router = ForecastRouter()
            router.view = viewController
            return router
        }
        container.register(ForecastViewController.self) { (_, presenter: ForecastPresenter) in
            let viewController = ForecastViewController()
            viewController.output = presenter
            return viewController
        }
        container.register(ForecastPresenter.self) { resolver in
            let presenter = ForecastPresenter()
            let viewController = resolver.resolve(ForecastViewController.self, argument: presenter)!
            presenter.view = viewController
            presenter.router = resolver.resolve(ForecastRouter.self, argument: viewController)
            return presenter
        }
    }
}
```

### A builder sets what it likes on the storyboard scene it makes

```swift
protocol WalletPresenterProtocol { func load() }
protocol SendPresenterProtocol { func send() }

final class WalletViewController: UIViewController {
    var presenter: WalletPresenterProtocol!
}

final class SendViewController: UIViewController {
    var presenter: SendPresenterProtocol!
}

struct WalletModuleBuilder {
    func build() -> UIViewController {
        let vc = StoryboardScene.Wallet.walletViewController.instantiate()
        vc.presenter = WalletPresenter()
        return vc
    }
}

struct SendModuleBuilder {
    func build(storyboard: UIStoryboard) -> UIViewController {
        let vc = storyboard.instantiateViewController(withIdentifier: "Send") as! SendViewController
        vc.presenter = SendPresenter()
        return vc
    }
}

protocol GameViewModel { func load() }

final class GameViewController: UIViewController {
    var viewModel: GameViewModel!
    override func viewDidLoad() { viewModel.load() }
}

// R.swift's storyboard resource, handed the class.
struct DefaultGameViewControllerFactory {
    func make(params: GameViewModelParams) -> GameViewController {
        let vc = R.storyboard.game().instantiate(controller: GameViewController.self)!
        vc.viewModel = DefaultGameViewModel(params: params)
        return vc
    }
}

protocol HomeViewModeling { func load() }

final class HomeViewController: UIViewController {
    var viewModel: HomeViewModeling!
}

final class ViewControllerAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HomeViewController.self) { resolver in
            let viewController = UIStoryboard.instantiateViewController(of: HomeViewController.self)
            viewController.viewModel = resolver.resolve(HomeViewModeling.self)!
            return viewController
        }
    }
}

protocol ValidateLoginUseCaseType { func validate() }

final class ValidateLoginViewController: UIViewController {
    var validateLogin: ValidateLoginUseCaseType!
}

enum ValidateLoginFactory {
    static func make(storyboard: UIStoryboard) -> ValidateLoginViewController? {
        let viewController = storyboard.instantiateInitialViewController() as? ValidateLoginViewController
        viewController?.validateLogin = makeUseCase()
        return viewController
    }
    private static func makeUseCase() -> ValidateLoginUseCaseType { fatalError() }
}
```

### SwinjectStoryboard completing its scenes

```swift
import SwinjectStoryboard

protocol ApplicationRepository { func load() }
protocol TransactionManager { func sync() }

final class WalletViewController: UIViewController {
    var applicationRepository: ApplicationRepository!
}

final class TransactionsTableViewController: UITableViewController {
    var transactionManager: TransactionManager!
}

final class WalletViewServiceProvider {
    let container: Container
    init(container: Container) { self.container = container }

    func register() {
        container.storyboardInitCompleted (WalletViewController.self) { r, c in
            c.applicationRepository = r.resolve(ApplicationRepository.self)
        }
        container.storyboardInitCompleted(TransactionsTableViewController.self) { _, c in
            c.transactionManager = self.container.resolve(TransactionManager.self)
        }
    }
}
```

### Services an environment entry defaults to, set up by the app's root

```swift
import SwiftUI

protocol DataManaging {}
protocol KeychainServing {}

final class LibraryService {
    private var dataManager: DataManaging!

    init() {}

    func setup(dataManager: DataManaging) {
        self.dataManager = dataManager
    }

    func books() -> [String] {
        _ = dataManager
        return []
    }
}

final class AccountService {
    var keychain: KeychainServing!

    func setup(keychain: KeychainServing) { self.keychain = keychain }
    func signOut() { _ = keychain }
}

struct AccountServiceKey: EnvironmentKey {
    static let defaultValue = AccountService()
}

extension EnvironmentValues {
    @Entry var libraryService: LibraryService = .init()
}
```

### A base screen's property SwinjectStoryboard sets on its subclasses' scenes

```swift
import Swinject
import SwinjectStoryboard

final class AddressListTableProvider {}

class BaseAddressListViewController: UIViewController {
    var tableProvider: AddressListTableProvider!
    override func viewDidLoad() {
        super.viewDidLoad()
        _ = tableProvider
    }
}

final class CheckoutAddressListViewController: BaseAddressListViewController {}
final class AccountAddressListViewController: BaseAddressListViewController {}

final class ViewControllersAssembly: Assembly {
    func assemble(container: Container) {
        container.storyboardInitCompleted(CheckoutAddressListViewController.self) { r, c in
            c.tableProvider = r.resolve(AddressListTableProvider.self)
        }
        container.storyboardInitCompleted(AccountAddressListViewController.self) { r, c in
            c.tableProvider = r.resolve(AddressListTableProvider.self)
        }
    }
}
```

### A method of the scene SwinjectStoryboard's completion calls

```swift
import Swinject
import SwinjectStoryboard

final class HubViewModel {}
final class LocationManager {}

final class HubViewController: UIViewController {
    private var viewModel: HubViewModel!
    private var locationManager: LocationManager!

    func installDependencies(_ viewModel: HubViewModel, _ locationManager: LocationManager) {
        self.viewModel = viewModel
        self.locationManager = locationManager
    }
}

final class DependencyInstaller {
    func install(into container: Container) {
        container.storyboardInitCompleted(HubViewController.self) { r, c in
            c.installDependencies(r.resolve(HubViewModel.self)!, r.resolve(LocationManager.self)!)
        }
    }
}
```

### A wrapper of SwinjectStoryboard's completion

```swift
import SwinjectStoryboard

protocol MenuViewModelProtocol { func load() }

final class MenuViewController: UIViewController {
    var viewModel: MenuViewModelProtocol!
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}

extension Container {
    func registerForAppStoryboard<C: UIViewController>(
        _ type: C.Type, initCompleted: ((Resolver, C) -> Void)? = nil
    ) {
        storyboardInitCompleted(type) { r, c in
            initCompleted?(r, c)
        }
    }
}

final class ScreensAssembly: Assembly {
    func assemble(container: Container) {
        container.registerForAppStoryboard(MenuViewController.self) { r, c in
            c.viewModel = r.resolve(MenuViewModelProtocol.self)
        }
    }
}
```

### Owned children, back references and cells

```swift
final class CheckoutCoordinator {
    private var child: PaymentCoordinator!
    unowned var parent: AppCoordinator!
    weak var owner: OrdersService!

    func start() {
        child = PaymentCoordinator(parent: self)
    }
}

final class OrderCell: UITableViewCell {
    var formatter: PriceFormatting!
}

final class OverviewItemView: NSTableRowView {
    private var viewModel: OverviewItemViewModel!
    func updateView(withModel viewModel: OverviewItemViewModel) { self.viewModel = viewModel }
}

final class ServerItemCellView: NSView {
    private var viewModel: ServerItemViewModel!
    func updateView(withModel viewModel: ServerItemViewModel) { self.viewModel = viewModel }
}

final class OverviewItemViewModel {
    private let vpnGateway: VpnGatewayProtocol
    init(vpnGateway: VpnGatewayProtocol) { self.vpnGateway = vpnGateway }
}

final class ServerItemViewModel {
    private let vpnGateway: VpnGatewayProtocol
    init(vpnGateway: VpnGatewayProtocol) { self.vpnGateway = vpnGateway }
}

protocol VpnGatewayProtocol: AnyObject {
    func connect()
}
```

### A custom view's presenter, built with the view by the screen hosting it

```swift file=Sources/Views/PickerView.swift
import UIKit

protocol PickerViewPresenterProtocol: AnyObject {
    func load()
}

final class PickerView: UIView {
    var presenter: PickerViewPresenterProtocol! {
        didSet { presenter.load() }
    }
}
```

```swift file=Sources/Views/PickerViewPresenter.swift
final class PickerViewPresenter: PickerViewPresenterProtocol {
    private weak var view: PickerView?
    private let items: [String]
    init(view: PickerView, items: [String]) {
        self.view = view
        self.items = items
    }
    func load() {}
}
```

```swift file=Sources/Ads/AddAdViewController.swift
import UIKit

final class AddAdViewController: UIViewController {
    private let categoryPickerView = PickerView()

    func prepareCategoryPicker(with categories: [String]) {
        let presenter = PickerViewPresenter(view: categoryPickerView, items: categories)
        categoryPickerView.presenter = presenter
    }
}
```

### A property its protocol requires settable

```swift
protocol TransactionEngine: AnyObject {
    var sourceAccount: BlockchainAccount! { get set }
    func start(sourceAccount: BlockchainAccount)
}

class OnChainEngine: TransactionEngine {
    var sourceAccount: BlockchainAccount!
    func start(sourceAccount: BlockchainAccount) { self.sourceAccount = sourceAccount }
}

final class SellEngine: OnChainEngine {}

final class SwapEngine: TransactionEngine {
    var sourceAccount: BlockchainAccount!
    func start(sourceAccount: BlockchainAccount) { self.sourceAccount = sourceAccount }
}

protocol BlockchainAccount: AnyObject {
    func balance() -> Int
}
```

### Force-unwrapped resolutions are service_locator's, and registration code

```swift
final class ProfileViewModel {
    func load() {
        let users = container.resolve(UserService.self)!
        let router = (UIApplication.shared.delegate as! AppDelegate).router
    }
}

final class ServicesAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Profile.self) { r in Profile(users: r.resolve(UserService.self)!) }
    }
}

final class AppDelegate: UIResponder {
    var coordinator: AppCoordinator!
    var services: ServiceContainer!
}
```

### A view model that only holds what its screen shows

A view model counts as a collaborator when it does work: its code awaits, starts a `Task`,
looks something up or reaches a shared instance (`Api.shared`; not an ambient value such as
`Locale.current`), or it holds or is given a dependency-like type, a view model that does,
or a type a DI container builds that is no view (`var model: ExhbtContentModel!` wrapping the
screen's services). A dialog's title and hint, or a country list with a search filter, are
the screen's data, also when a container builds the view model (a settings screen's list of
rows registered as `container.register(SettingsViewModel.self) { _ in SettingsViewModel() }`;
held-out set 62: 3 of 3 SPEC "no"), and so is a view model's protocol whose every conformer
is such a class, also through its superclasses (a xib component's
`GameLoaderComponentViewModel`, adopted by a class holding an action subject; held-out set
132: 43 of 43 SPEC "no"). So is a form field's view model holding the validator and
the formatter of its text (`Validator?`, `TextFormatter?`: a type named `…Validator`, or a
formatter as `singleton_access` names one): they check and shape what they are handed
(held-out set 119: 4 of 4 such fields a checkout view is set not acted on).

```swift
final class AlertViewModel {
    var title: String
    var hint: String
    init(title: String, hint: String) {
        self.title = title
        self.hint = hint
    }
}

final class SelectCountryViewModel {
    var countries = Country.all()
    var searched: [Country] = []
    func search(_ text: String) { searched = countries.filter { $0.name.contains(text) } }
}

final class AlertViewController: UIViewController {
    var viewModel: AlertViewModel!
}

final class SelectCountryViewController: UIViewController {
    var viewModel: SelectCountryViewModel!
}

final class SettingsViewModel {
    var sections = ["Account", "Notifications"]
}

final class SettingsViewController: UIViewController {
    var viewModel: SettingsViewModel!
}

final class SettingsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(SettingsViewModel.self) { _ in SettingsViewModel() }
    }
}

protocol Validator { func check(_ text: String) -> Bool }
protocol TextFormatter { func formatted(_ text: String) -> String }

final class InputFieldViewModel {
    private let validator: Validator?
    private let textFormatter: TextFormatter?
    init(validator: Validator?, textFormatter: TextFormatter?) {
        self.validator = validator
        self.textFormatter = textFormatter
    }
}

final class CheckoutView: UIView {
    private var cardNumberViewModel: InputFieldViewModel!

    func setupInputFields(cardNumberViewModel: InputFieldViewModel) {
        self.cardNumberViewModel = cardNumberViewModel
    }
}

// A xib component's view model behind its protocol: what it shows and an action subject.
public protocol GameLoaderComponentViewModel {
    var action: Observable<GameLoaderAction> { get }
    func beginAnimation()
}

public enum GameLoaderAction { case beginAnimation }

public class DefaultGameLoaderComponentViewModel {
    private let actionSubject = PublishSubject<GameLoaderAction>()
}

extension DefaultGameLoaderComponentViewModel: GameLoaderComponentViewModel {
    public var action: Observable<GameLoaderAction> { actionSubject.asObserver() }
    public func beginAnimation() { actionSubject.onNext(.beginAnimation) }
}

class GameLoaderComponentView: UIView {
    private var viewModel: GameLoaderComponentViewModel!

    public func setAndBind(viewModel: GameLoaderComponentViewModel) {
        self.viewModel = viewModel
        viewModel.beginAnimation()
    }
}
```

### Tests and test doubles

```swift file=Tests/AppTests/CartTests.swift
final class CartTests: XCTestCase {
    private var sut: CartViewModel!
    private var pricing: PricingService!

    func testTotal() {
        let api = container.resolve(CartAPI.self)!
    }
}
```
```swift file=Sources/App/Generated/GeneratedMocks.swift
final class PricingServiceMock: PricingService {
    var underlyingCurrency: CurrencyProvider!
}
```

### A storyboard helper of the app's own, and a view model each subclass makes

```swift
protocol LyricsViewModelType { func load() }

final class LyricsViewController: UIViewController {
    var viewModel: LyricsViewModelType!
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}

final class LyricsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(LyricsViewController.self) { resolver in
            let viewController = UIStoryboard.createController(LyricsViewController.self)
            viewController.viewModel = resolver.resolve(LyricsViewModelType.self)
            return viewController
        }
    }
}

protocol MessageListViewModelType { func refresh() }

class MessageListViewController: UIViewController {
    var viewModel: MessageListViewModelType!
    override func viewDidLoad() {
        super.viewDidLoad()
        makeViewModel()
        viewModel.refresh()
    }
    func makeViewModel() { fatalError("Must override") }
}

final class FriendMessagesViewController: MessageListViewController {
    override func makeViewModel() { viewModel = FriendMessagesViewModel() }
}

final class FriendMessagesViewModel: MessageListViewModelType {
    func refresh() {}
}

class ThreadListViewController: UIViewController {
    var viewModel: ThreadListViewModelType!
    override func viewDidLoad() {
        super.viewDidLoad()
        makeViewModel()
        viewModel.load()
    }
    func makeViewModel() {}
}

protocol ThreadListViewModelType { func load() }

final class MyThreadsViewModel: ThreadListViewModelType {
    func load() {}
}

final class MyThreadsViewController: ThreadListViewController {
    private var myThreadsViewModel: MyThreadsViewModel?
    override var viewModel: ThreadListViewModelType! {
        get { myThreadsViewModel }
        set { myThreadsViewModel = newValue as? MyThreadsViewModel }
    }
    override func makeViewModel() { myThreadsViewModel = MyThreadsViewModel() }
}
```

### A per-screen dependency container and a scene's own `instantiate()`

```swift
protocol WelcomeViewModelType { func start() }

final class WelcomeViewController: UIViewController, Storyboarded {
    var viewModel: WelcomeViewModelType!
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.start()
    }
}

final class SignedOutDependencyContainer {
    func makeWelcomeViewController() -> UIViewController {
        let viewController = WelcomeViewController.instantiate()
        viewController.viewModel = makeWelcomeViewModel()
        return viewController
    }
    private func makeWelcomeViewModel() -> WelcomeViewModelType { fatalError("built from the session") }
}
```

### A storyboard scene typed by its local's annotation

```swift
protocol AmountFormatterProtocol { func format(_ value: Double) -> String }

final class SendViewController: UIViewController {
    var amountFormatter: AmountFormatterProtocol!
    func show(_ value: Double) -> String { amountFormatter.format(value) }
}

enum ScreenManager {
    static func instantiate<ViewController: UIViewController>(_ name: String) -> ViewController {
        UIStoryboard(name: name, bundle: nil).instantiateInitialViewController() as! ViewController
    }
}

final class SendModule {
    static func create(formatter: AmountFormatterProtocol) -> UIViewController {
        let viewController: SendViewController = ScreenManager.instantiate("Send")
        viewController.amountFormatter = formatter
        return viewController
    }
}
```

### A coordinator setting what a scene's own storyboard factory made

```swift
protocol ChatViewModeling { func load() }

final class ChatViewController: UIViewController {
    var viewModel: ChatViewModeling!
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
    static func fromStoryboard() -> ChatViewController {
        UIStoryboard(name: "Chat", bundle: nil).instantiateInitialViewController() as! ChatViewController
    }
}

final class MainCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func showChat(_ viewModel: ChatViewModeling) {
        let chatViewController = ChatViewController.fromStoryboard()
        chatViewController.viewModel = viewModel
        navigationController.pushViewController(chatViewController, animated: true)
    }
}
```

### A coordinator configuring the R.swift scene it makes in a closure

```swift
protocol CanteenViewModeling { func load() }

final class CanteenViewController: UIViewController {
    var viewModel: CanteenViewModeling!
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}

final class CanteenCoordinator: Coordinator {
    let context: AppContext
    var rootViewController: UIViewController { canteenViewController }
    private lazy var canteenViewController: CanteenViewController = {
        return R.storyboard.canteen.canteenViewController()!.also {
            $0.viewModel = CanteenViewModel(context: context)
        }
    }()
    init(context: AppContext) { self.context = context }
}
```

### A router building its presenter with `init` named

```swift
protocol LoginPresenterProtocol: AnyObject { func viewDidLoad() }

final class LoginController: UIViewController {
    var presenter: LoginPresenterProtocol!
    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

final class LoginPresenter: LoginPresenterProtocol {
    private weak var view: LoginController?
    private let router: LoginRouter
    init(view: LoginController, router: LoginRouter) {
        self.view = view
        self.router = router
    }
    func viewDidLoad() {}
}

final class LoginRouter {
    static func createModule() -> LoginController {
        let view = LoginController(nibName: "LoginController", bundle: nil)
        let router = LoginRouter()
        let presenter = LoginPresenter.init(view: view, router: router)
        view.presenter = presenter
        return view
    }
}
```

### A template's property its type never reads

```swift
protocol ListInteractorInput: AnyObject {}
protocol ListRouterInput: AnyObject {}

final class ListPresenter {
    var interactor: ListInteractorInput!
    var router: ListRouterInput!
}

final class ListAssembly {
    func assemble(container: Container) {
        container.register(ListPresenter.self) { _ in ListPresenter() }
            .initCompleted { r, presenter in
                presenter.interactor = r.resolve(ListInteractorInput.self)!
                presenter.router = r.resolve(ListRouterInput.self)!
            }
    }
}
```

### A property only set up, its setup's parameter of the same name read

```swift
protocol NetworkClientProtocol {}

final class NetworkClient: NetworkClientProtocol {}

final class NetworkProvider {
    init(client: NetworkClientProtocol) {}
}

final class AccountService {
    var client: NetworkClientProtocol!
    private(set) var provider: NetworkProvider?

    init() {}

    func setup(client: NetworkClientProtocol = NetworkClient()) {
        self.client = client
        self.provider = NetworkProvider(client: client)
    }
}
```

### A Dip registration setting the storyboard scene it makes

```swift file=Sources/App/Containers/UIContainer.swift
import Dip
import UIKit

extension DependencyContainer {
    static func ui() -> DependencyContainer {
        let container = DependencyContainer()
        container.register { () -> OrdersViewController in
            let controller = UIStoryboard.flows.instantiateViewController() as OrdersViewController
            controller.orderService = try! container.resolve()
            return controller
        }
        return container
    }
}

extension UIStoryboard {
    static let flows = UIStoryboard(name: "Flows", bundle: nil)
    func instantiateViewController<Scene: UIViewController>() -> Scene {
        instantiateViewController(withIdentifier: String(describing: Scene.self)) as! Scene
    }
}
```

```swift file=Sources/App/Orders/OrdersViewController.swift
import UIKit

protocol OrderService: AnyObject { func cancel(_ id: String) }

final class OrdersViewController: UIViewController {
    var orderService: OrderService!
    func cancel(_ id: String) { orderService.cancel(id) }
}
```

### A coordinator making a scene from a storyboard it opens, and setting itself

```swift
protocol PagerViewModeling { func load() }

final class PagerController: UIViewController {
    var viewModel: PagerViewModeling!
    var coordinator: PagerCoordinator!
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
        coordinator.didShow()
    }
}

final class PagerCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func didShow() {}

    func start(_ viewModel: PagerViewModeling) {
        if let pager = UIStoryboard(name: "Viewer", bundle: nil)
            .instantiateViewController(withIdentifier: "PagerController") as? PagerController
        {
            pager.viewModel = viewModel
            pager.coordinator = self
            navigationController.pushViewController(pager, animated: false)
        }
    }
}
```

### A coordinator filling the tabs of a storyboard's tab bar with view models built from them

```swift
protocol MediaDelegate: AnyObject { func reload() }

final class MediaViewModel {
    weak var delegate: MediaDelegate?
    init(delegate: MediaDelegate) { self.delegate = delegate }
    func load() {}
}

final class MediaController: UIViewController, MediaDelegate {
    var viewModel: MediaViewModel!
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
    func reload() {}
}

final class MainCoordinator {
    let tabBarController: UITabBarController
    init(tabBarController: UITabBarController) { self.tabBarController = tabBarController }

    func start() {
        let mediaNavController = tabBarController.viewControllers?[0] as! UINavigationController
        let mediaViewController = mediaNavController.viewControllers[0] as! MediaController
        mediaViewController.viewModel = MediaViewModel(delegate: mediaViewController)
    }
}
```

### A module's static dependency slots

```swift
protocol DataSourceType: AnyObject { func load() }

public enum ModuleDependencies {
    public static var dataSource: DataSourceType!
}
```

### SwinjectStoryboard's completion with typed parameters, and the scene a navigation controller holds

```swift
import SwinjectStoryboard

protocol ItemsViewModelType { func load() }

final class ItemsViewController: UIViewController {
    var viewModel: ItemsViewModelType!
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}

final class ItemsNavigationController: UINavigationController {}

final class ItemsAssembly: Assembly {
    func assemble(container: Container) {
        container.storyboardInitCompleted(ItemsNavigationController.self) { (resolver: Resolver, controller: ItemsNavigationController) in
            guard let items = controller.topViewController as? ItemsViewController else { return }
            items.viewModel = resolver.resolve(ItemsViewModelType.self)
        }
    }
}
```

### A DITranquillity registration injecting the scene it makes

```swift file=Sources/Modules/Map/MapAssembly.swift
import DITranquillity

final class MapPart: DIPart {
    class func load(container: DIContainer) {
        container.register(MapPresenter.init(view:))
            .as(MapEventHandler.self)
            .lifetime(.objectGraph)
        container.register {
            MapViewController.loadFromStoryboard(identifier: "MapViewController")
        }
            .injection(cycle: true, \.handler)
            .lifetime(.objectGraph)
    }
}
```

```swift file=Sources/Modules/Map/MapViewController.swift
import UIKit

protocol MapEventHandler: AnyObject { func didLoad() }

final class MapViewController: UIViewController {
    var handler: MapEventHandler!
    override func viewDidLoad() {
        super.viewDidLoad()
        handler.didLoad()
    }
}
```

### A screen handing itself to its configurator

```swift file=Sources/Chat/ChatConfigurator.swift
protocol ChatPresenterProtocol: AnyObject { func load() }

final class ChatPresenter: ChatPresenterProtocol {
    private weak var viewController: ChatViewController?
    init(viewController: ChatViewController) { self.viewController = viewController }
    func load() {}
}

final class ChatConfigurator {
    func configure(viewController: ChatViewController) {
        let presenter = ChatPresenter(viewController: viewController)
        viewController.presenter = presenter
    }
}
```

```swift file=Sources/Chat/ChatViewController.swift
import UIKit

final class ChatViewController: UIViewController {
    private let configurator = ChatConfigurator()
    var presenter: ChatPresenterProtocol!

    init(chatID: String) {
        super.init(nibName: nil, bundle: nil)
        configurator.configure(viewController: self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.load()
    }
}
```

```swift file=Sources/Chat/ChatsRouter.swift
import UIKit

final class ChatsRouter {
    weak var navigation: UINavigationController?
    func openChat(_ id: String) {
        navigation?.pushViewController(ChatViewController(chatID: id), animated: true)
    }
}
```

### A view model its own factory sets as an implicit member

```swift
import UIKit

protocol ClimbersViewModelProtocol: AnyObject {
    func load()
}

final class ClimbersViewModel: ClimbersViewModelProtocol {
    init(course: String) {}
    func load() {}
}

final class ClimbersViewController: UIViewController {
    private var viewModel: ClimbersViewModel!

    static func createInstance(course: String) -> Self {
        let instance = Self()
        instance.viewModel = .init(course: course)
        return instance
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}
```

### A control's display state behind a protocol of properties and an initializer

```swift
protocol ViewModelState {
    init()
}

protocol BarButtonState: ViewModelState {
    var title: String? { get }
    var enabled: Bool { get }
}

final class SegmentedBarItemView: UIControl {
    @IBOutlet private weak var label: UILabel!

    var model: BarButtonState! {
        didSet { label.text = model.title }
    }
}
```

### A plain view's view model its screen hands in, a view binder's

```swift file=Sources/Editor/EditorPanel.swift
import UIKit

class DesignableView: UIView {}

protocol DesignStore {
    func save(palette: String)
}

final class ActivityDesignViewModel {
    private let store: DesignStore
    private(set) var palette = "default"
    init(store: DesignStore) { self.store = store }
    func choose(_ name: String) {
        palette = name
        store.save(palette: name)
    }
}

final class EditorPanel: DesignableView {
    var viewModel: ActivityDesignViewModel! {
        didSet { render() }
    }
    private func render() { backgroundColor = viewModel.palette == "default" ? .white : .black }
}

final class DesignViewController: UIViewController {
    private let model: ActivityDesignViewModel
    private let panel = EditorPanel()
    init(model: ActivityDesignViewModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        panel.viewModel = model
    }
}
```

```swift file=Sources/Validators/ValidatorsListBinder.swift
import UIKit

protocol ValidatorsAPI {
    func fetchValidators(_ done: @escaping ([String]) -> Void)
}

final class ValidatorsViewModel {
    private let api: ValidatorsAPI
    private(set) var names: [String] = []
    init(api: ValidatorsAPI) { self.api = api }
    func reload() { api.fetchValidators { [weak self] in self?.names = $0 } }
}

final class ValidatorsListBinder: NSObject {
    private(set) var viewModel: ValidatorsViewModel!
    let tableView: UITableView

    init(tableView: UITableView) { self.tableView = tableView }

    func bind(_ viewModel: ValidatorsViewModel) {
        self.viewModel = viewModel
        tableView.reloadData()
    }

    func count() -> Int { viewModel.names.count }
}
```

## Options

None.

## Limits

- Whether a class is a collaborator is judged from its declaration: an `NSObject`
  subclass without a dependency suffix is taken for a model, and a protocol that describes
  a model is flagged unless what adopts it shows it (`var episode: BaseEpisode!` with no
  model class of the analyzed set adopting it is still flagged).
- The "lateinit" setter is looked for in the same file only, and only as a direct
  assignment (`self.x = …` or `x = …`).
- Force-unwrapped lookups are `service_locator`'s (its message says "force-unwrapped"); in
  wiring code (registration closures, assemblies, the composition root) neither rule
  reports them.
- A property the type assigns itself anywhere (in its declaration or extensions) counts as
  owned, even when the assigned value was looked up rather than built.

### A presenter's static factory injecting the storyboard scene it returns

```swift
import UIKit

protocol ViewModelLocator { func getSettingsViewModel() -> SettingsViewModel }

final class SettingsViewModel {
    func versionText() -> String { "1.0" }
}

class SettingsViewController: UIViewController {
    fileprivate var viewModel: SettingsViewModel!
    fileprivate var presenter: SettingsPresenter!

    func inject(presenter: SettingsPresenter, viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        self.presenter = presenter
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.versionText()
    }

    @objc func helpTapped() { presenter.showHelp() }
}

class SettingsPresenter {
    private weak var viewController: SettingsViewController!
    private let viewModelLocator: ViewModelLocator

    private init(viewModelLocator: ViewModelLocator) {
        self.viewModelLocator = viewModelLocator
    }

    static func create(with viewModelLocator: ViewModelLocator) -> SettingsViewController {
        let presenter = SettingsPresenter(viewModelLocator: viewModelLocator)
        let viewController = StoryboardScene.Settings.initialScene.instantiate()
        viewController.inject(presenter: presenter, viewModel: viewModelLocator.getSettingsViewModel())
        presenter.viewController = viewController
        return viewController
    }

    func showHelp() {
        UIApplication.shared.open(URL(string: "https://example.com/help")!)
    }
}
```

"""#,
    "global_override_without_reset": #"""
# global_override_without_reset

Flags tests that override a global injection point and never reset it.

Severity: warning · Default: on

## What it flags

In test files only: a test class (an `XCTestCase` or Quick spec, a Swift Testing suite) that
overrides a global injection point in `setUp`/`setUpWithError`, a test method (`func test…()`
or `@Test`), Quick's `spec()` or a suite's `init`, with no reset of the same key after the
test. Overrides:

- an assignment to a registry's member or subscript: `Current.api = .mock`,
  `InjectedValues[\.network] = MockNetwork()`, `AppEnvironment.current = .mock` (not `nil`
  written into a service's own property, `Current.apiClient.lastResponse = nil`, which
  clears state the service keeps);
- a Factory registration on a shared container: `Container.shared.api.register { … }`;
- a registration on a global resolver: `Resolver.register { MockApi() as Api }`,
  `Resolver.main.register(Api.self) { … }`,
  `SwinjectStoryboard.defaultContainer.register(Api.self) { … }`.

A pattern matched against a value is no assignment: `guard case
SignDataResolver.Errors.preflightFailed = error` in a test asserting which error was thrown
(held-out set 51: 2 of 2 SPEC "no").

Registries are `Current`, `World`, `InjectedValues`, `Resolver`, `SwinjectStoryboard`, and
type names ending in `Container`, `CompositionRoot`, `Assembly`, `Assembler`,
`DependencyGraph`, `Environment`, `Dependencies`, `Injector`, `Registry`, `Locator` or
`Resolver`.

A reset is, in `tearDown`/`tearDownWithError`/`deinit` of the same class (or a method of the
class they call), in an `addTeardownBlock { … }` or Quick `afterEach { … }` closure, or in a
`defer { … }` of the overriding method itself: an assignment to the same key or to a path
above it (`Current.api = .live`, `Current = .live`), a registration of the same key, its
`reset()`, or a reset of the whole registry (`Container.shared.reset()`,
`Container.shared.manager.reset()` or `pop()`, `Resolver.reset()`). A class whose project
superclass declares its own `tearDown` is trusted to reset there. A reset of the same key
or of the whole registry in the class's `setUp`/`setUpWithError` (or a suite's `init`)
counts too: it is the reset-before convention Factory's documentation shows, where every
class starts from a clean container (`Container.shared.reset()` first, then the
registrations). Installing a fresh registry in `setUp` is that convention too
(`AppEnvironment.shared = TestEnvironment()`, or a name `setUp` just built or an instance
property of the test class built so: XCTest makes one instance per test): every test starts
from the new instance, whatever an earlier test left, so the install is no finding and the
keys the class sets on it count as reset. So is calling, from `setUp`, a file-scope function
of the test target whose body installs one built right there (`spies =
setupEnvironmentSpies()`, which runs `Current = Environment(…)`). So is putting back, in
`setUp`, the literal a type's property is declared with, on the type or its shared instance
(`DIContainer.shared.useMocks = false` beside `var useMocks = false`): the production
value, before every test. `Current = .mock` and a
static instance are not fresh: a shared object keeps what the last test set on it. The finding points at the
overriding member (`api`, `register`), one per global and class (`Current`, `Container`,
`InjectedValues`), at the class's first override of a key of it (`setUp`'s, when it sets
the key before every test), and says how many other keys of the global the class leaves
set: one reset in `tearDown` undoes what every test left, so the test methods setting the
key again are the same problem (held-out set 40: 5 of 5 such second findings SPEC "no"),
and so are the other keys, which one reset of the global undoes (`Container.shared.reset()`,
`Current = .live`; set 41: 3 of 3 not acted on). `setUp` is XCTest's, which takes
no argument: a helper named `setUp(placemarks:)` is a helper, searched no more than any other.
A suite or test carrying FactoryTesting's container trait (`@Suite(.container)`,
`@Test(.container)`, also among other traits, and a suite nested in such a suite) runs each
test on a scoped copy of `Container.shared` its registrations do not outlive: nothing to
reset (held-out set 219: 3 of 3 not acted on).

## Why it matters

A global injection point is shared by every test in the process. A test that swaps in a mock
and leaves it there changes what the next test sees: tests pass or fail depending on their
order, and a test that relies on the real dependency silently runs against a stale mock.
Undo every override in teardown (or pass the dependency to the code under test instead of
going through a global).

## Flagged

```swift file=Tests/AppTests/FeedTests.swift
final class FeedTests: XCTestCase {
    override func setUp() {
        super.setUp()
        ↓InjectedValues[\.network] = MockNetwork()
        Container.shared.api.↓register { MockAPI() }
    }

    override func tearDown() {
        Current.analytics = .live
        super.tearDown()
    }

    func testRefresh() {
        Current.↓api = .failing
        Resolver.↓register { MockTracker() as AnalyticsTracking }
    }
}
```

### One override

```swift file=Tests/AppTests/ProfileTests.swift
final class ProfileTests: XCTestCase {
    func testLoadsAvatar() {
        Current.↓api = .mock
        XCTAssertNotNil(ProfileModel().avatar)
    }
}
```
> message: 'ProfileTests' overrides the global 'Current.api' without resetting it in tearDown; reset it in tearDown() or addTeardownBlock so later tests get the real dependency

### A key `setUp` sets before every test, set again by the tests, and other keys of the same global

```swift file=Tests/AppTests/PedometerTests.swift
final class PedometerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Current.pedometer.↓isAuthorized = { false }
    }

    func testAuthorized() {
        Current.pedometer.isAuthorized = { true }
    }

    func testStepsAuthorized() {
        Current.pedometer.isAuthorized = { true }
        Current.pedometer.queryHandler = { _ in [] }
    }

    func testStepsAgain() {
        Current.pedometer.queryHandler = { _ in [1] }
    }
}
```
> message: 'PedometerTests' overrides the global 'Current.pedometer.isAuthorized' (and 1 more key of 'Current') without resetting it in tearDown; reset it in tearDown() or addTeardownBlock so later tests get the real dependency

### Swift Testing suites

```swift file=Tests/AppTests/CartTests.swift
@Suite struct CartTests {
    init() {
        Container.shared.cartService.↓register { CartServiceMock() }
    }

    @Test func addsItem() {
        AppEnvironment.↓current = .mock
    }
}
```

### A whole registry installed by a test, or a shared mock installed by `setUp`

```swift file=Tests/AppTests/RoutesTests.swift
final class RoutesTests: XCTestCase {
    func testFallback() {
        AppEnvironment.↓shared = TestEnvironment()
    }
}

final class SettingsTests: XCTestCase {
    override func setUp() {
        super.setUp()
        ↓Current = .mock
    }
}

final class BadgeTests: XCTestCase {
    static let environment = TestEnvironment()

    override func setUp() {
        super.setUp()
        AppEnvironment.↓shared = Self.environment
    }
}
```

### A test helper that installs a shared mock

```swift file=Tests/AppTests/Support/MockEnvironment.swift
func installMockEnvironment() {
    Current = .mock
}
```

```swift file=Tests/AppTests/AgendaTests.swift
final class AgendaTests: XCTestCase {
    override func setUp() {
        super.setUp()
        installMockEnvironment()
    }

    func testWeekend() {
        Current.↓now = { Date(timeIntervalSince1970: 0) }
    }
}
```

## Fixed

```swift file=Tests/AppTests/FeedTests.swift
final class FeedTests: XCTestCase {
    override func setUp() {
        super.setUp()
        InjectedValues[\.network] = MockNetwork()
        Container.shared.api.register { MockAPI() }
        Current.analytics = .mock
        Resolver.register { MockTracker() as AnalyticsTracking }
    }

    override func tearDown() {
        InjectedValues[\.network] = LiveNetwork()
        Container.shared.manager.reset()
        Current = .live
        Resolver.reset()
        super.tearDown()
    }

    func testRefresh() {
        Current.api = .failing
    }
}
```

### Reset before, in `setUp`

```swift file=Tests/AppTests/WalletTests.swift
final class WalletTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Container.shared.reset()
        Container.shared.walletAPI.register { MockWalletAPI() }
    }
}
```

### The declared value put back in `setUp`

```swift file=Sources/App/DIContainer.swift
final class DIContainer {
    static let shared = DIContainer()
    var useMocks: Bool = false
}
```

```swift file=Tests/AppTests/BaseTestCase.swift
class BaseTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        DIContainer.shared.useMocks = false
    }
}
```

### A fresh registry installed in `setUp`

```swift file=Tests/AppTests/CourseTestCase.swift
class CourseTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        AppEnvironment.shared = TestEnvironment()
        AppEnvironment.shared.uploadManager = MockUploadManager()
    }

    func testOpensCourse() {
        AppEnvironment.shared.router = TestRouter()
    }
}

class StudentTestCase: XCTestCase {
    lazy var environment = TestEnvironment()

    override func setUp() {
        super.setUp()
        AppEnvironment.shared = environment
    }
}

class ParentTestCase: XCTestCase {
    lazy var env: TestEnvironment = {
        let env = TestEnvironment()
        env.router = TestRouter()
        return env
    }()

    override func setUp() {
        super.setUp()
        AppEnvironment.shared = env
        AppEnvironment.shared.uploadManager = MockUploadManager(env: env)
    }
}

class TeacherTestCase: XCTestCase {
    var environment: TestEnvironment!

    override func setUp() {
        super.setUp()
        environment = TestEnvironment()
        AppEnvironment.shared = environment
    }
}
```

### A fresh registry installed by a test helper that `setUp` calls

```swift file=Tests/AppTests/Support/EnvironmentSpies.swift
func setupEnvironmentSpies() -> EnvironmentSpies {
    let spies = EnvironmentSpies()
    Current = Environment(now: { Date() }, walletManager: spies.walletManager)
    return spies
}
```

```swift file=Tests/AppTests/ShowQRTests.swift
final class ShowQRTests: XCTestCase {
    var spies: EnvironmentSpies!

    override func setUp() {
        super.setUp()
        spies = setupEnvironmentSpies()
    }

    func testWinterValidity() {
        Current.now = { Date(timeIntervalSince1970: 0) }
    }
}
```

### Teardown blocks, `defer`, helpers and `deinit`

```swift file=Tests/AppTests/SearchTests.swift
final class SearchTests: XCTestCase {
    override func setUpWithError() throws {
        Current.search = .mock
        addTeardownBlock { Current.search = .live }
        Container.shared.history.register { HistoryMock() }
    }

    override func tearDownWithError() throws {
        resetContainer()
    }

    private func resetContainer() {
        Container.shared.history.reset()
    }

    func testEmptyQuery() {
        let original = Current.clock
        defer { Current.clock = original }
        Current.clock = .immediate
    }
}

@Suite final class ClockTests {
    init() { Current.clock = .immediate }
    deinit { Current.clock = .live }
    @Test func ticks() {}
}

final class StoreSpec: QuickSpec {
    override class func spec() {
        beforeEach { Current.store = .mock }
        afterEach { Current.store = .live }
    }
}

final class GeocoderTests: XCTestCase {
    override func setUp() {
        super.setUp()
    }

    private func setUp(placemarks: [String]) {
        Current.geocoder.geocode = { _ in placemarks }
    }
}
```

### FactoryTesting's container trait

```swift file=Tests/AppTests/RecordListTests.swift
import FactoryTesting
import Testing

@Suite(.container)
struct RecordListTests {
    @Test func loadsRecords() {
        Container.shared.recordRepository.register { RecordRepositoryMock() }
    }

    @Suite struct Empty {
        @Test func showsNothing() {
            Container.shared.recordRepository.register { EmptyRecordRepository() }
        }
    }
}

@Suite struct CoordinatorTests {
    @Test(.container, .tags(.navigation)) func pushesDetail() {
        Container.shared.recordCoordinator.register { CoordinatorSpy() }
    }
}
```

### A base class that resets, local containers, a matched error, and non-test code

```swift file=Tests/AppTests/BaseTestCase.swift
class BaseTestCase: XCTestCase {
    override func tearDown() {
        Container.shared.reset()
        super.tearDown()
    }
}
```

```swift file=Tests/AppTests/OrderTests.swift
final class OrderTests: BaseTestCase {
    private var container = Container()
    private var sut: OrderViewModel!

    override func setUp() {
        super.setUp()
        Container.shared.orders.register { OrdersMock() }
        container.register(OrderService.self) { _ in OrderServiceMock() }
        sut = OrderViewModel(service: container.resolve(OrderService.self)!)
        sut.api = .mock
        OrderViewModel.pageSize = 2
        Current.apiClient.lastResponse = nil
    }
}
```

```swift file=Tests/AppTests/SignDataResolverTests.swift
final class SignDataResolverTests: XCTestCase {
    func testPreflightFails() {
        XCTAssertThrowsError(try SignDataResolver.resolve(amount: -1)) { error in
            guard case SignDataResolver.Errors.preflightFailed = error else { return XCTFail("wrong error") }
        }
    }
}
```

```swift file=Sources/App/AppSetup.swift
enum AppSetup {
    static func configure() {
        Current.api = .live
        Container.shared.api.register { LiveAPI() }
    }
}
```

## Options

None.

## Limits

- Only `setUp`, test methods, Quick's `spec()` and a suite's `init` are searched for
  overrides; an override in a helper they call is not seen. Of the file-scope helpers
  `setUp` calls, only one that installs a whole registry built right there is read (as a
  reset-before), not one that sets a single key. Resets are followed one call deep
  from teardown into the class's own methods.
- Static properties of other types (`OrderViewModel.pageSize = 2`, `MockURLProtocol.handler =
  …`) are global state too but are not injection points by name, and are not flagged.
- A superclass's teardown is not read: a project superclass that declares `tearDown` is
  assumed to reset what its subclasses override.
- Restoring the value at the end of the test method (not in `defer`) is not a reset: it is
  skipped when an assertion throws.

"""#,
    "injected_property_wrapper": #"""
# injected_property_wrapper

Flags properties whose value a property wrapper resolves at run time.

Severity: note · Default: off

## What it flags

A property (stored, in any type or extension) marked with one of the injection property
wrappers of Resolver, Factory and the hand-written `InjectedValues` pattern: `@Injected`,
`@LazyInjected`, `@WeakLazyInjected`, `@OptionalInjected`, `@DynamicInjected` (Factory 2,
resolved again on every read), `@Inject`, `@InjectedObject`, `@InjectedObservable`, and a
team's own wrapper named `Inject…` (`@InjectObservableObject`, `@InjectedStore`; not
`@Injectable`), also after `Lazy`, `Weak`, `Optional` or `Dynamic` (InfomaniakDI's
`@InjectService` and `@LazyInjectService`; DIKit's `@LazyInject` and `@OptionalInject`), a wrapper of the analyzed set whose own code pulls from a registry
(`var wrappedValue: T { globalAppStateContainer.get() }`, `Dependencies.shared.resolve()`),
and swift-dependencies' `@Dependency`, with or without arguments
(`@Injected(\.api)`, `@Injected(name: "disk")`, `@Dependency(\.date)`,
`@Dependency(\DependencyValues.date)`, `@Dependency(APIClient.self)`) and module qualification
(`@Factory.Injected`). A type alias of one of them declared in the analyzed set counts as the
wrapper it names (`typealias Dependency = Injected`, then `@Dependency(Dependencies.api)`: one
finding). Reported at the property's name.

A local variable written with such a wrapper counts the same: `@Dependency(\.clock) var
clock` inside a reducer's `body`, a closure, an initializer or a function is the same
run-time lookup, reported at the local's name. So does a call of a function of the analyzed
set that hands a `KeyPath<DependencyValues, Value>` parameter to such a local
(`func with<V>(dependency keyPath: KeyPath<DependencyValues, V>) -> V { @Dependency(keyPath)
var value; return value }`): `with(dependency: \.slack)` is reported at the call, and the
local inside the function is not (held-out set 28: 138 such calls in one app's server).

Not flagged: test files and the composition root (an `AppDelegate` or `@main` type cannot
take its collaborators through an initializer); for locals also registration code and
top-level code (a `liveValue`, a `#Preview`), and a static property's initializer that
assembles an implementation from other dependencies (`static let live: Service = {
@Dependency(\.api) var api; return Service(…) }()`, the idiom swift-dependencies teaches).
Nor is the Spezi framework's `@Dependency(X.self)` in a file that imports a `Spezi…` module
and no swift-dependencies module (`Dependencies`, `ComposableArchitecture`): it declares a
dependency between Spezi's modules, which the framework fills in when the app is configured,
its way of injecting (held-out sets 23 and 34: 36 of 36 not acted on).

The rule is off by default: these wrappers are the documented way to use Resolver and
Factory, and a team that chose them knowingly can leave it off. Turn it on to see every
place where a dependency escapes the initializer.

## Why it matters

A wrapped property is resolved from a global container when it is first read, so the type's
initializer does not show the dependency: callers cannot see it, the compiler cannot check
that it is registered, and a test has to override the shared container (and reset it
afterwards) instead of passing a fake in. Constructor injection keeps the same dependency
visible and lets each test build the object with exactly what it needs.

## Flagged

```swift
final class FeedViewModel: ObservableObject {
    @Injected(\.feedAPI) private var ↓api: FeedAPI
    @LazyInjected var ↓cache: FeedCache
    @WeakLazyInjected var ↓router: Router?
    @OptionalInjected var ↓analytics: Analytics?
    @InjectedObject var ↓session: SessionStore
    @DynamicInjected(\.settings) private var ↓settings: SettingsStore
    @Factory.Injected(\.images) var ↓images: ImageLoader
    @InjectObservableObject var ↓cart: CartStore
    @InjectService var ↓accounts: AccountManageable
    @LazyInjectService private var ↓uploads: UploadServiceable
}

struct NetworkClient {
    @Inject var ↓logger: Logger
}

final class DashboardController {
    @LazyInject var ↓analytics: AnalyticsRecorderAPI
    @OptionalInject var ↓tracer: TracingServiceAPI?
}
```

### A team's own wrapper over a registry

```swift
@propertyWrapper struct AppObservedObject<Store> {
    var wrappedValue: Store { globalAppStateContainer.get() }
}

struct HomeScreen {
    @AppObservedObject var ↓home: HomeStore
}
```

### swift-dependencies

```swift
@Observable
final class SettingsModel {
    @ObservationIgnored @Dependency(\.persistenceRepository) private var ↓repository
    @Dependency(\DependencyValues.date) var ↓date
    @Dependency(APIClient.self) var ↓apiClient
}
```

### Locals in a reducer, a closure or an initializer

```swift
struct TimerFeature: Reducer {
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            @Dependency(\.continuousClock) var ↓clock
            return .run { send in
                @Dependency(\.date.now) var ↓now
                await send(.tick(now))
            }
        }
    }
}

final class SyncedStore {
    init(key: String) {
        @Dependency(\.cloudSyncService) var ↓cloudSync
        _ = cloudSync
    }
}
```

### A function that reads a dependency by its key path

The function hands its key path to `@Dependency` on a local; its calls are the lookups,
so the local inside it is not reported. A request handler adopting a protocol named
`Resolver` with an associated type is no DI container, so its code is no wiring.

```swift
func with<Value>(dependency keyPath: KeyPath<DependencyValues, Value>) -> Value {
    @Dependency(keyPath) var value
    return value
}

protocol Resolver {
    associatedtype Context
    static func resolve(with input: String, in context: Context) async throws -> Bool
}

struct RequestMagicLink {}

extension RequestMagicLink: Resolver {
    static func resolve(with input: String, in context: Int) async throws -> Bool {
        let token = await ↓with(dependency: \.ephemeral).createToken(input)
        return !token.isEmpty
    }
}
```
> message: 'ephemeral' is resolved at run time by 'with(dependency:)', a reader of '@Dependency', and is invisible in the initializer; pass it through the initializer instead

### A type alias of a wrapper

```swift
typealias Dependencies = Container
typealias Dependency = Injected

struct AppsView: View {
    @Dependency(Dependencies.apiService) private var ↓apiService
}
```

### The message

```swift
final class CartViewModel {
    @Injected(\.pricing) var ↓pricing: PricingService
}
```
> message: 'pricing' is resolved at run time by '@Injected' and is invisible in the initializer; pass it through the initializer instead

## Fixed

```swift
final class FeedViewModel: ObservableObject {
    @Published private(set) var items: [FeedItem] = []
    private let api: FeedAPI
    private let cache: FeedCache

    init(api: FeedAPI, cache: FeedCache) {
        self.api = api
        self.cache = cache
    }
}
```

### Locals that assemble an implementation, and previews

```swift
struct ScheduleMarkingService {
    var mark: (String) -> Void
}

extension ScheduleMarkingService {
    static let live: ScheduleMarkingService = {
        @Dependency(\.favorites) var favorites
        return ScheduleMarkingService(mark: { favorites.add($0) })
    }()
}

extension ScheduleMarkingService: DependencyKey {
    static var liveValue: ScheduleMarkingService {
        @Dependency(\.favorites) var favorites
        return ScheduleMarkingService(mark: { favorites.add($0) })
    }
}

#Preview {
    @Dependency(\.favorites) var favorites
    Text("\(favorites.count)")
}
```

### Spezi's module dependencies

```swift
import Spezi
import SpeziHealthKit

final class HealthDataFetcher: Module {
    @Dependency(HealthKit.self) private var healthKit
    @Dependency(Account.self) private var account: Account?
}
```

### The composition root and tests

```swift
@main
struct FeedApp: App {
    @InjectedObject var session: SessionStore
}

final class AppDelegate: UIResponder {
    @Injected var analytics: Analytics
}
```
```swift file=Tests/AppTests/FeedTests.swift
final class FeedTests: XCTestCase {
    @Injected(\.feedAPI) var api: FeedAPI
}
```

## Options

None.

## Limits

- Wrappers are recognized by name (or a type alias of one); a project's own wrapper with
  another name is not flagged.
- A wrapper on a local variable is found by reading the tokens of code for
  `@Wrapper(…) var name`; a wrapper spelled with generic arguments on a local
  (`@Injected<API> var api`) is not.
- Resolution by code rather than a wrapper (`Resolver.resolve()`, `Container.shared.api()`)
  is `service_locator`'s.

"""#,
    "mock_only_test": #"""
# mock_only_test

Flags tests that build a test double and assert only on what the double returns, never touching the code under test.

Severity: warning · Default: off

## What it flags

In test files only: a test, an XCTest method (`func test…()` without parameters, in a type)
or a Swift Testing `@Test` function, in which

- at least one test double is built (`MockUserService()`, `StubClock.make()`); a double is a
  type named `Mock…`, `Fake…`, `Stub…`, `Spy…` (the prefix followed by an uppercase letter)
  or `…Mock`, `…Fake`, `…Stub`, `…Spy`, `…Dummy`;
- every other name an expression starts with is a local of the test, a platform type
  (`URL`, `Date`), a struct or enum of the analyzed set built as input data (`User(name:)`,
  `Role.admin`), or a test-framework call (`expectation`, `wait`, `XCTFail`);
- no call but an assertion receives a double or a value it produced, and what is called on
  a double is its own: a member the analyzed set declares in the double's type or an
  extension of it (not a method it inherits or gets from a protocol extension, which is
  code under test), and nothing is called on what that member returns;
- it has at least one assertion (`XCTAssert…`, `XCTUnwrap`, `#expect`, `#require`), and every
  assertion reads a double or a value the double produced (a local bound to `mock.fetchUser()`).

Not flagged: a test in a class named after a double (`MockURLProtocolTests`), or a test
whose name or `@Test` display name contains the double's name: both check a shared test
helper on purpose. Reported at the test's name, naming the first double it builds.

## Why it matters

A test that only checks what a mock was told to return passes whatever the app does: it
tests the double's canned value, not the code the double stands in for. It costs build and
run time, and it reads like coverage of a screen or service that is in fact never run.
Build the system under test with the double injected and assert on its behaviour.

## Flagged

```swift file=Tests/AppTests/UserServiceTests.swift
final class UserServiceTests: XCTestCase {
    func ↓testMockReturnsUser() {
        let mock = MockUserService()
        mock.stubbedUser = User(name: "John")
        XCTAssertEqual(mock.fetchUser().name, "John")
    }
}

final class MockUserService: UserService {
    var stubbedUser = User(name: "")
    func fetchUser() -> User { stubbedUser }
}
```
> message: test 'testMockReturnsUser()' checks only the test double 'MockUserService'; assert on the code under test, built with the double injected

### Swift Testing, and a value read back from the double

```swift file=Tests/AppTests/ClockTests.swift
import Testing

struct ClockTests {
    @Test func ↓stubbedNow() async throws {
        let clock = StubClock(date: Date(timeIntervalSince1970: 0))
        let now = try await clock.now()
        #expect(now == Date(timeIntervalSince1970: 0))
    }
}
```

```swift file=Tests/AppTests/StubClock.swift
struct StubClock: Clock {
    var date: Date
    func now() async throws -> Date { date }
}
```

## Fixed

```swift file=Tests/AppTests/UserServiceTests.swift
final class UserViewModelTests: XCTestCase {
    func testLoadShowsTheUsersName() async {
        let mock = MockUserService()
        mock.stubbedUser = User(name: "John")
        let viewModel = UserViewModel(userService: mock)
        await viewModel.load()
        XCTAssertEqual(viewModel.title, "John")
    }
}
```

```swift file=Sources/App/UserViewModel.swift
final class UserViewModel {
    init(userService: UserService) {}
}
```

### Not flagged

A test class or a test named after a shared test helper, a test whose state lives in the test class (`sut`
built in `setUp`), a test that builds the system under test through a helper, one that hands
the double to a platform type that does the work, one that calls a protocol-extension method
on the double, and a test with no assertion:

```swift file=Tests/AppTests/MockURLProtocolTests.swift
final class MockURLProtocolTests: XCTestCase {
    func testRecordsRequests() {
        let mock = MockURLProtocol()
        XCTAssertTrue(mock.requests.isEmpty)
    }
}

final class FeedTests: XCTestCase {
    var sut: FeedLoader!

    func testLoads() {
        let mock = MockFeedClient()
        sut.client = mock
        XCTAssertEqual(mock.calls, 0)
    }

    func testBuiltByAHelper() {
        let mock = MockFeedClient()
        let loader = makeLoader(client: mock)
        XCTAssertEqual(loader.items, mock.items)
    }

    func testDecodes() throws {
        let stub = StubResponse()
        let feed = try JSONDecoder().decode(Feed.self, from: stub.data)
        XCTAssertEqual(feed.items.count, 2)
    }

    func testJoinIntentComesFromTheExtension() {
        let room = MockRoom()
        room.isDirect = true
        XCTAssertEqual(room.joinIntent(), .startDirectCall)
        XCTAssertTrue(room.isDirectCall)
    }

    func testReadsAnExtensionProperty() {
        let room = MockRoom()
        XCTAssertFalse(room.isDirectCall)
    }

    @Test("MockFeedClient counts its calls")
    func mockFeedClientCountsCalls() {
        let mock = MockFeedClient()
        XCTAssertEqual(mock.calls, 0)
    }

    func testNoAssertion() {
        let mock = MockFeedClient()
        mock.load()
    }
}

final class MockRoom: Room {
    var isDirect = false
}

extension Room {
    func joinIntent() -> JoinIntent { isDirect ? .startDirectCall : .startCall }
    var isDirectCall: Bool { isDirect }
}
```

## Options

None.

## Limits

- Only names are followed, not types: a double is recognized by its name, and a local is
  judged by the expression that first binds it. A double under another name
  (`InMemoryStore`) is not a double here, so its tests are never flagged; nor are tests of
  a double the analyzed set does not declare (a generated mock of another package), whose
  members cannot be told from the code under test.
- The rule stays silent whenever the test reaches anything it cannot see through: a
  property of the test class, a helper method or free function, a closure parameter, a
  tuple binding (`let (data, _) = …`), `self`. Tests that check a double through such
  indirection are missed rather than guessed at.
- A struct of the analyzed set that is built without a double is taken as input data; a
  test of that struct's own computed properties, which also builds an unused double and
  asserts on it, would be flagged.
- Nimble's `expect(…)` and other assertion libraries are not assertions here.
- Off by default: on 25 open-source apps it found 5 tests, of which the 3 of the apps held
  out from tuning were false (a double read through a protocol extension's property, fixed
  since); the rule as shipped finds 2, both right, too few to claim the 90 % precision the
  default rules meet (docs/accuracy/new-rules.md). Enable it with
  `{"rules": {"mock_only_test": "on"}}`.

"""#,
    "mock_side_effects": #"""
# mock_side_effects

Flags test doubles whose members do real work: network, disk, defaults, processes, sleeps and shared singletons.

Severity: warning · Default: off

## What it flags

In test files only: code inside a test double, a type (or an extension of one, or a type
nested in one) named `Mock…`, `Mocked…`, `Fake…`, `Stub…`, `Stubbed…`, `Spy…` (the prefix
followed by an uppercase letter, a digit or `_`) or `…Mock`, `…Fake`, `…Stub`, `…Spy`,
`…Dummy`, that does real work:

- any `URLSession`: `URLSession.shared…`, `URLSession(configuration: …)`;
- a platform singleton of the shared list with a `.shared`, `.default` or `.standard` member:
  `FileManager.default`, `UserDefaults.standard`, `NotificationCenter.default`,
  `UIApplication.shared`, `NSWorkspace.shared`;
- a shared instance (`.shared`, `.default`, `.standard`, `.instance`, `.sharedInstance`) of a
  singleton class of the analyzed set (as `singleton_declaration` finds them, test files
  included), unless that class is itself named like a double (`MockClock.shared`), or what
  is read through it is a constant (docs/judgments.md, "constant read":
  `ThemeColors.shared.brand`, or the bare `ThemeColors.shared` of a table of colours), which
  does no work;
- `Process(…)`, `Process.run(…)`, `Thread.sleep(…)`, and `DispatchQueue.main.asyncAfter(…)`
  (or `DispatchQueue.global().asyncAfter(…)`).

Methods, initializers, accessors, property initializers and closures of the double all
count. One finding per call, at the member (`shared`, `sleep`, `asyncAfter`) or at
`URLSession`/`Process` for a construction.

## Why it matters

A double exists to make a test fast, isolated and deterministic. One that reaches for the
real network, the real file system, the shared defaults or a production singleton brings
back exactly what the test was meant to cut out: it is slow, it leaks state between tests
and it fails for reasons outside the code under test. Return canned values, record the
calls, and inject a fake clock or scheduler instead of sleeping.

## Flagged

```swift file=Tests/AppTests/MockNetworkClient.swift
final class MockNetworkClient: NetworkClient {
    private let session = URLSession.↓shared
    var requests: [URLRequest] = []

    func send(_ request: URLRequest) async throws -> Data {
        requests.append(request)
        return try await session.data(for: request).0
    }
}
```
> message: test double 'MockNetworkClient' uses 'URLSession.shared', which does real work; return canned values or record the call instead

### A production singleton

```swift file=Sources/App/Analytics.swift
final class Analytics {
    static let shared = Analytics()
    func track(_ event: String) {}
}
```

```swift file=Tests/AppTests/AnalyticsSpy.swift
final class AnalyticsSpy: AnalyticsTracking {
    private(set) var events: [String] = []
    func track(_ event: String) {
        events.append(event)
        Analytics.↓shared.track(event)
    }
}
```
> message: test double 'AnalyticsSpy' uses 'Analytics.shared', which does real work; return canned values or record the call instead

### Defaults, files, processes and delays

```swift file=Tests/AppTests/Doubles.swift
final class SettingsStoreFake: SettingsStore {
    func save(_ value: Bool) {
        UserDefaults.↓standard.set(value, forKey: "flag")
        _ = FileManager.↓default.temporaryDirectory
        Thread.↓sleep(forTimeInterval: 0.5)
    }
}

struct StubbedShell {
    func run() throws {
        let process = ↓Process()
        try process.run()
    }
}

extension SpyTracker {
    func flush(_ done: @escaping () -> Void) {
        DispatchQueue.main.↓asyncAfter(deadline: .now() + 1) { done() }
        _ = ↓URLSession(configuration: .ephemeral)
    }
}
```

## Fixed

```swift file=Tests/AppTests/MockNetworkClient.swift
final class MockNetworkClient: NetworkClient {
    var requests: [URLRequest] = []
    var response = Data()

    func send(_ request: URLRequest) async throws -> Data {
        requests.append(request)
        return response
    }
}

final class SettingsStoreFake: SettingsStore {
    private let defaults = UserDefaults(suiteName: "SettingsStoreFake")!
    private(set) var saved: [Bool] = []
    func save(_ value: Bool) {
        saved.append(value)
        defaults.set(value, forKey: "flag")
    }
}
```

### Shared fakes, the tests themselves, and production code

```swift file=Tests/AppTests/FeedTests.swift
final class MockClock {
    static let shared = MockClock()
    func advance(by seconds: Int) {}
}

final class MockScheduler {
    func run() { MockClock.shared.advance(by: 1) }
}

final class FeedTests: XCTestCase {
    func testLoad() {
        let expectation = expectation(description: "loaded")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { expectation.fulfill() }
        _ = FileManager.default.temporaryDirectory
        wait(for: [expectation], timeout: 1)
    }
}

final class Mockingbird {
    func sing() { Thread.sleep(forTimeInterval: 1) }
}
```

```swift file=Sources/App/Preview/PreviewData.swift
final class MockLoader {
    func load() { _ = URLSession.shared }
}
```

### Constants read through a singleton

```swift file=Sources/App/Theme.swift
public final class ThemeColors {
    public static let shared = ThemeColors()
    public let brand: UIColor = .systemGreen
}

final class StopIconFactory {
    init(iconSize: Double, themeColors: ThemeColors) {}
}
```

```swift file=Tests/AppTests/StopAnnotationTests.swift
private final class StopAnnotationDelegateStub: StopAnnotationDelegate {
    let iconFactory = StopIconFactory(iconSize: 48.0, themeColors: ThemeColors.shared)
    var tint: UIColor { ThemeColors.shared.brand }
}
```

## Options

None.

## Limits

- Doubles are recognized by name only: a hand-written `TestNetworkClient` or `InMemoryStore`
  is not checked.
- The rule runs in test files only (rules.md's definition: `Tests` folders, `…Tests.swift`,
  `Mock….swift`, files declaring an `XCTestCase` subclass or using `@Test`/`@Suite`); a
  `Mocks/` folder inside a production target is not a test folder and is not checked.
- `NotificationCenter.default.post(…)` in a double that simulates a system event is flagged;
  inject a `NotificationCenter()` instance instead, or suppress it with a reason.
- Only the singletons listed here are known; other real work (`Data(contentsOf:)`,
  `Task.sleep`, a database) is not detected.
- Off by default: on held-out sets 4 to 9 a reviewer acted on 1 of its 9 findings. The real
  work it finds in doubles is mostly a fixture's own set-up (a mock creating and clearing its
  temporary folder) that the test relies on. Enable it with
  `{"rules": {"mock_side_effects": "on"}}` to audit a test suite's doubles.

"""#,
    "mutable_protocol_requirement": #"""
# mutable_protocol_requirement

Flags protocol properties required `{ get set }`.

Severity: warning · Default: off

## What it flags

A property requirement in a protocol whose accessor list includes a setter: `{ get set }`,
`{ set get }`, `{ get nonmutating set }`, `static var … { get set }`, in a dependency-like
protocol (one with a method, initializer or subscript requirement, or a dependency suffix;
see docs/judgments.md), when the property's type is one a client could swap under the
others:

- a dependency-like collaborator (`var api: APIClient { get set }`,
  `var tracker: AnalyticsTracking? { get set }`);
- an event stream: a Combine publisher or subject (`AnyPublisher<…>`,
  `Published<Bool>.Publisher`, `CurrentValueSubject<…>`), an RxSwift relay, an `AsyncStream`.

The finding points at the property's name.

Not flagged:

- settable requirements of any other type: flags, counters, preferences a store persists
  (`var showsTips: Bool { get set }`), a view model's `state`, form fields, dates and
  models. Why not flagged: on held-out apps none of them was a change a reviewer would ask
  for (0 of 12): a store protocol whose values are its contract, a screen's state machine and
  a value-type protocol whose conformers are structs are settable by design;
- closure-typed requirements (`var errorHandler: ((Error) -> Void)? { get set }`,
  `var dismissBlock: () -> Void { get set }`): a callback slot its owner sets, like a
  delegate; and collections (`var children: [Widget] { get set }`), which are data;
- `{ get }` requirements, subscripts (`subscript(key: String) -> Value { get set }` is a
  collection's interface, not state), and settable properties of classes and structs (only
  the protocol's contract is in question);
- callbacks: protocols whose name ends in `Delegate` or `DataSource`, and `delegate` /
  `dataSource` properties or properties of a `…Delegate` type in any protocol (an owner sets
  them);
- protocols refining `JSExport` (JavaScriptCore needs the setter to expose a property to
  scripts);
- data-shaped protocols, with property requirements only (a model's shape, not a
  service's contract), also when named with a bare `Protocol` ending (`TaskProtocol`);
- model protocols: every implementation outside tests is a model class (a class conforming
  to `Identifiable`, `Codable`, …, an `NSObject` subclass without a dependency suffix, or a
  name ending in `Model`, `Item`, `Entity`, …): a model's shape with a helper method;
- mixin storage: a requirement that an extension of the same protocol writes
  (`extension Cacheable { func store(_ x: X) { cache = … } }`), since the protocol's own
  default implementation needs the setter.

## Why it matters

A settable collaborator in a contract means any client may replace the service or the
stream every other client is subscribed to: the dependency is no longer fixed at
construction, a subscriber can silently end up on a stale publisher, and every conformer,
test doubles included, must expose it as a variable. Inject the collaborator through the
conformer's initializer and require `{ get }`; expose a stream read-only and send through it
with a method.

## Flagged

```swift
protocol SyncService {
    var ↓api: APIClient { get set }
    var lastSync: Date? { get set }
    func sync() async throws
}
```
> message: protocol 'SyncService' requires the collaborator 'api' to be settable, so any client can swap it under the others; require '{ get }' and inject it through the conformer's initializer

### Publishers and subjects, any accessor order, static requirements

```swift
protocol MediaPlayerQueue: AnyObject {
    var ↓hasNextItemPublisher: Published<Bool>.Publisher { get set }
    var ↓events: AnyPublisher<Int, Never> { set get }
    static var ↓current: MediaPlayerQueue? { get nonmutating set }
    func next()
}

protocol SessionService {
    var ↓tokens: CurrentValueSubject<String?, Never> { get set }
}
```

## Fixed

```swift
protocol SyncService {
    var api: APIClient { get }
    var lastSync: Date? { get set }
    func sync() async throws
}

final class LiveSyncService: SyncService {
    let api: APIClient
    var lastSync: Date?
    init(api: APIClient) { self.api = api }
    func sync() async throws {}
}
```

### Callback slots, preferences and state

```swift
protocol PushServiceProvider {
    var errorHandler: ((Error) -> Void)? { get set }
    var deviceTokenUpdatedHandler: ((String) -> Void)? { get set }
    func start()
}

protocol UserDataStore: NSObjectProtocol {
    var isSurveyEnabled: Bool { get set }
    var nextSurveyReminderDate: Date? { get set }
    func deleteAllData()
}

protocol LoginViewModeling {
    var state: LoginState { get set }
    var email: String { get set }
    func submit()
}

enum LoginState { case idle, loading, failed }
```

### Delegates, data sources and subscripts

```swift
protocol PlayerViewDelegate: AnyObject {
    var isPlaying: Bool { get set }
    func didFinish()
}

protocol TableDataSource {
    var sections: [Section] { get set }
    func reload()
}

protocol KeyValueStoring {
    subscript(key: String) -> String? { get set }
}

protocol DetailPresenting {
    var delegate: DetailDelegate? { get set }
    var dataSource: DetailDataSource? { get set }
    func present()
}
```

### A model protocol

```swift
protocol Widget: AnyObject {
    var label: String { get set }
    var state: String { get set }
    func flatten(_ children: [Widget])
}

final class SitemapWidget: NSObject, Identifiable, Widget {
    var label = ""
    var state = ""
    func flatten(_ children: [Widget]) {}
}
```

### JSExport, data shapes and mixin storage

```swift
@objc protocol PlayerExports: JSExport {
    var volume: Double { get set }
    func play()
}

protocol EpisodeRecord {
    var title: String { get set }
    var isPlayed: Bool { get set }
}

protocol ImageCaching: AnyObject {
    var cache: [URL: Data] { get set }
    func image(for url: URL) -> Data?
}

extension ImageCaching {
    func store(_ data: Data, for url: URL) {
        cache = [url: data]
    }
}
```

## Options

None.

## Limits

- Off by default: on held-out set 2 a reviewer acted on 2 of 12 of its findings before it
  was narrowed to collaborators and streams, and 4 of the 6 left on the development apps
  after (67 %), under the 80 % a rule needs to be on by default. Enable it with
  `{"rules": {"mutable_protocol_requirement": "on"}}` (docs/accuracy.md).
- The type is judged as written: a settable model struct whose name ends in a dependency
  suffix (`var shipmentProvider: ShipmentTrackingProvider? { get set }`, a data model named
  `…Provider`) is taken for a collaborator; a settable state value of a service (`var
  defaultAccount: Account? { get set }` on a session manager) is not reported.
- Protocols of other modules are not seen, only requirements declared in the analyzed set.
- Mixin storage is recognized when the extension assigns the property by name (`cache =
  …`, `self.cache = …`); a write through a helper or a `mutating` call is not seen.

"""#,
    "property_injection": #"""
# property_injection

Flags settable optional dependency properties.

Severity: warning · Default: off

## What it flags

A stored instance property of a class, declared `var` with an optional type (`T?`, or
`Optional<T>` spelled out), that code outside the class can set (not `private`,
`fileprivate`, `private(set)` or `fileprivate(set)`), is not `weak` or `unowned`, and whose
type names a collaborator:

- a protocol declared in the analyzed set, as in `var analytics: AnalyticsTracking?`, unless
  it requires properties and nothing else (see below);
- or a type whose name ends in a dependency suffix (`Service`, `Manager`, `Repository`,
  `Client`, `Provider`, `Store`, `API`, `Coordinator`, `Factory`, …, see the configuration's
  `dependency_suffixes`) and is not a struct or enum of the analyzed set;
- or a class the analyzed set registers in a DI container by metatype
  (`container.register(SwipeActions.self) { … }`, Swinject and friends) that is
  dependency-like (not a view, view controller or model class): a storyboard-built screen
  whose `var swipeActions: SwipeActions?` a `storyboardInitCompleted` closure fills is
  injected exactly like its `…Service` neighbour.

Compositions (`(any Tracking & Sendable)?`) qualify when every part does. Properties with
`didSet`/`willSet` observers are stored and count. The finding points at the property's
name.

Not flagged:

- names ending in `delegate` or `dataSource` (any case) or `Output` (`output`,
  `delegateOutput`: a VIPER-style callback the owner sets), and types ending in `Delegate`,
  `DataSource` or `Output`;
- `NSObjectProtocol` (the observer token `NotificationCenter` hands back), whatever its
  `Protocol` suffix says;
- `weak` and `unowned` properties, `let` properties, computed properties, `static`/`class`
  properties;
- properties with an attribute that hands them to a framework: `@IBOutlet`,
  `@IBInspectable`, `@NSManaged`, and every property wrapper, among them SwiftUI's `@State`,
  `@Binding`, `@ObservedObject`, `@StateObject`, `@EnvironmentObject`, `@Environment`, and
  Combine's `@Published` (an observable model's published state, not a collaborator handed
  in; resolving wrappers such as `@Injected` are `injected_property_wrapper`'s);
- a plain class of the project without a dependency suffix (`var child: ChildController?`):
  a relationship, not injection; a protocol of the analyzed set without a dependency suffix
  (a bare `Protocol` ending is no role: `TaskProtocol` counts, `APIClientProtocol` keeps
  its `Client`) that requires properties and nothing else (`var episode: Episode?`), or nothing at all
  while refining value protocols (`protocol Record: Codable {}`), and inherits no protocol
  from outside the analyzed set besides value protocols (`Codable`, `Hashable`, …): data,
  not a collaborator; a generic
  parameter of the class (`class Box<ResultType>`); a type alias of a function type
  (`typealias ChoicesProvider = (Item) -> [Choice]`) declared in the same file;
- a property with a non-nil default (`var tracker: Tracking? = ConsoleTracker()`): nothing
  has to be set before use;
- a property the class assigns itself, anywhere in its declaration or its extensions in any
  file (`self.session = api.makeSession()`, `tracker = tracker` in its initializer, or
  through a local standing for `self`, Clean Swift's `let viewController = self;
  viewController.interactor = interactor` in `setup()`): the class builds or receives the
  value, nobody injects it from outside;
- reusable cells (a class named `…Cell`, or whose superclass is a `…Cell` or
  `NSCollectionViewItem`): the framework creates them, so properties are their only way in;
- test doubles by name (`MockX`, `XMock`, `FakeX`, `XStub`, `XSpy`, …), composition-root
  types (`AppDelegate`, `…Container`, …) and test files;
- properties of structs, enums and actors: a struct's property is set on a copy, and an
  actor's cannot be assigned from outside the actor at all.

## Why it matters

A dependency set through a property after construction is optional by construction: the
object exists, half-built, until someone remembers to assign it, and a forgotten assignment
fails silently as a `nil` call. Neither the compiler nor a reader of the initializer can
see what the object needs. Passing the collaborator to the initializer as a non-optional
parameter makes the need explicit and the object complete from its first line.

## Flagged

```swift
protocol AnalyticsTracking {
    func track(_ event: String)
}

final class CheckoutViewController: UIViewController {
    var ↓analytics: AnalyticsTracking?

    func didTapPay() {
        analytics?.track("pay")
    }
}
```
> message: 'CheckoutViewController.analytics' is an optional 'AnalyticsTracking' set after construction (property injection); pass it to the initializer as a non-optional parameter

### Dependency suffixes, observers, compositions, `Optional<T>` and a setter from outside

```swift
final class FeedViewModel {
    var ↓client: MastodonClient?
    public var ↓imageLoader: ImageLoadingService? {
        didSet { reload() }
    }
    var ↓tracker: (any EventTracking & Sendable)?
    var ↓first, ↓second: PaymentProvider?
    @MainActor var ↓router: AppRouterProtocol?
    var ↓paymentService: Optional<PaymentService>
    var ↓session: Swift.Optional<any SessionManaging>
}

final class MastodonClient {}
protocol EventTracking { func send(_ event: Event) }

func makeFeed(client: MastodonClient) -> FeedViewModel {
    let model = FeedViewModel()
    model.client = client
    return model
}
```

### A class registered in a container

```swift
final class SwipeActions {
    func actions(for comment: Comment) -> [SwipeAction] { [] }
}

extension SwinjectStoryboard {
    @objc class func setup() {
        defaultContainer.register(SwipeActions.self) { _ in SwipeActions() }
        defaultContainer.register(CommentsViewController.self) { _ in CommentsViewController() }
    }
}

class CommentsViewController: UITableViewController {
    var ↓swipeActions: SwipeActions?
}

class ThreadViewController: UIViewController {
    var comments: CommentsViewController?
}
```

## Fixed

```swift
protocol AnalyticsTracking {
    func track(_ event: String)
}

final class CheckoutViewController: UIViewController {
    private let analytics: AnalyticsTracking

    init(analytics: AnalyticsTracking) {
        self.analytics = analytics
        super.init(nibName: nil, bundle: nil)
    }
}
```

### Not a dependency, or not settable from outside

```swift
protocol Episode {
    var title: String { get }
}

protocol Record: Codable {}

struct Setting {}

final class PlayerController: UIViewController {
    var child: ChildController?
    var episode: Episode?
    var record: Record?
    var setting: Setting?
    var name: String?
    var onFinish: (() -> Void)?
    weak var delegate: PlayerDelegate?
    var dataSource: PlayerDataSource?
    var delegateOutput: PlayerOutputProtocol?
    var observer: NSObjectProtocol?
    weak var coordinator: AppCoordinator?
    private var cache: ImageCacheService?
    private(set) var session: SessionManager?
    let logger: LoggerService? = nil
    var service: NetworkService? { nil }
    static var sharedService: NetworkService?
    var tracker: TrackingService? = ConsoleTrackingService()
    @IBOutlet var containerProvider: ContainerProvider?
    @Published var store: DocumentStore?
    @Injected var api: APIClient?
}

final class ChildController: UIViewController {}
```

### A data protocol named with `Protocol`

```swift
protocol TaskProtocol {
    var text: String? { get set }
    var isDue: Bool { get }
}

final class TaskFormViewModel {
    var editedTask: TaskProtocol?
}
```

### Filled by the class itself

```swift
final class SearchViewModel {
    var searchService: SearchService?
    var observer: NSObjectProtocol?

    init(searchService: SearchService?) {
        self.searchService = searchService
    }
}
```

```swift file=Sources/App/SearchViewModel+Observing.swift
extension SearchViewModel {
    func startObserving() {
        observer = NotificationCenter.default.addObserver(forName: .changed, object: nil, queue: nil) { _ in }
    }
}
```

```swift
protocol SharingBusinessLogic { func load() }
final class SharingInteractor: SharingBusinessLogic { func load() {} }

final class SharingViewController: UIViewController {
    var interactor: SharingBusinessLogic?

    private func setup() {
        let viewController = self
        let interactor = SharingInteractor()
        viewController.interactor = interactor
    }
}
```

### Cells, generic parameters, callbacks, doubles, the composition root and tests

```swift
final class ProfileCell: UITableViewCell {
    var imageService: ImageService?
}

final class Box<ResultType> {
    var result: ResultType?
}

final class PopupController {
    typealias ChoicesProvider = (PopupController) -> [String]
    var choicesProvider: ChoicesProvider?
}

final class NetworkServiceMock {
    var stubbedStore: ReceiptStore?
}

final class AppDelegate: UIResponder {
    var appCoordinator: AppCoordinator?
}
```

```swift file=Tests/AppTests/CheckoutTests.swift
final class CheckoutSpyHolder {
    var analytics: AnalyticsService?
}
```

## Options

None.

## Limits

- "The class assigns it itself" is read from the tokens `name = …`, `self.name = …` and
  `alias.name = …` after `let alias = self` (not `= nil`) in the class's declaration and
  extensions; a local variable of the same name assigned in a method hides a finding.
- A protocol of the project that models data but requires a method (`protocol Container
  { func hasChildren() -> Bool }`) is reported like a collaborator.
- A type alias of a closure type declared in another file is not resolved.
- A framework's type with a suffix (`NSFileCoordinator`, `CLLocationManager`) counts as a
  dependency when the class does not create it itself.
- A registration counts when it is written `register(Type.self` inside a type or extension
  (an `Assembly`, `extension SwinjectStoryboard`); one in top-level code, or of a
  module-qualified type (`register(Kit.Actions.self)`), does not make the type injectable.
- Off by default: on held-out sets 4 to 9 a reviewer acted on 11 of its 38 findings. Most
  optional properties it finds are data a screen is handed after it is built (a model
  protocol, a selected item) or a weak back-reference, not a collaborator left unset. Enable
  it with `{"rules": {"property_injection": "on"}}` to audit objects built in two steps.

"""#,
    "protocol_mirror": #"""
# protocol_mirror

Flags protocols that copy one class's interface one to one.

Severity: warning · Default: off

## What it flags

A protocol extracted one-to-one from a type: exactly one type outside test files implements
it, and the protocol's requirements, compared by name and kind (property, method,
subscript, initializer), are exactly that type's instance members that are not `private` or
`fileprivate`, gathered from its declaration and all its extensions in any file that is not
a test file. Initializers are compared only when the protocol requires one; requirements
inherited from other protocols of the analyzed set count as the protocol's own; `static`
requirements and members are left out of the comparison. The protocol needs at least
`min_requirements` requirements (8 by default: the rule is about fat interfaces copied
member by member; a three-method protocol over its class is the minimal seam worth
keeping), at least one of them a method or subscript. The finding points at the protocol's
name and names the type.

One finding per protocol: a protocol that `single_implementation_protocol` reports (one
implementation in the whole analyzed set, no test double) is reported there only, whatever
its shape, since "depend on the class" and "split the protocol" are opposite advice.

Test doubles do not change the verdict: a mock in the tests that also conforms is not a
second production implementation, and the problem is the protocol's shape, not its number of
implementations.

Not flagged: protocols with two or more implementations outside test files (a production
subclass of the conformer counts), role protocols (names ending in `Delegate`,
`DataSource`, `Output`, `Listener`, `Observer`, `Decorator`, also before `Protocol`), `@objc` protocols (plugin
interfaces loaded by name must mirror their class), protocols whose one conformer is a
composition-root type, protocols of properties only (a data shape such as a widget entry,
not a service interface), protocols whose conformer has any other visible member,
protocols that refine a protocol of the analyzed set which another production type also
implements (`protocol ToggleSettingRow: SettingRow` beside `struct TextSettingRow: SettingRow`: a capability
added to a role a family of types shares, not a copy of one class), and protocols declared
in test files.

## Why it matters

A protocol that lists everything one class does is a header file, not an abstraction: every
client depends on every method whether it uses them or not, each new method on the class is
added to the protocol too, and every test double has to stub the whole surface. Clients are
easier to test and change when each depends on a small protocol shaped by what it uses
(interface segregation), which the class then conforms to alongside others.

## Flagged

### A fat protocol over one class, and its mock

```swift
protocol ↓UserServiceProtocol {
    var currentUser: User? { get }
    var isLoggedIn: Bool { get }
    func logIn(email: String, password: String) async throws
    func logOut()
    func refreshToken() async throws
    func deleteAccount() async throws
    func updateProfile(_ profile: Profile) async throws
    func avatar(size: Int) async -> Image?
}

final class UserService: UserServiceProtocol {
    private let api: APIClient
    private(set) var currentUser: User?
    var isLoggedIn: Bool { currentUser != nil }

    init(api: APIClient) {
        self.api = api
    }

    func logIn(email: String, password: String) async throws {}
    func logOut() {}
    func refreshToken() async throws {}
    func deleteAccount() async throws {}
    func updateProfile(_ profile: Profile) async throws {}
    func avatar(size: Int) async -> Image? { nil }
    private func clearCache() {}
}
```
```swift file=Tests/AppTests/UserServiceMock.swift
final class UserServiceMock: UserServiceProtocol {
    var currentUser: User?
    var isLoggedIn = false
    func logIn(email: String, password: String) async throws {}
    func logOut() {}
    func refreshToken() async throws {}
    func deleteAccount() async throws {}
    func updateProfile(_ profile: Profile) async throws {}
    func avatar(size: Int) async -> Image? { nil }
}
```
> message: protocol 'UserServiceProtocol' mirrors all 8 members of class 'UserService' one to one; give each client a smaller protocol shaped by what it uses

### Members in extensions in other files, and a mock in the tests

```swift config={"min_requirements": 3}
protocol ↓CartStoring {
    func add(_ item: Item)
    func remove(_ item: Item)
    func items() -> [Item]
}

actor CartStore {
    private var storage: [Item] = []
}
```

```swift file=Sources/App/CartStore+Storing.swift
extension CartStore: CartStoring {
    func add(_ item: Item) {}
    func remove(_ item: Item) {}
    func items() -> [Item] { [] }
}
```

```swift file=Tests/AppTests/CartStoreMock.swift
final class CartStoreMock: CartStoring {
    func add(_ item: Item) {}
    func remove(_ item: Item) {}
    func items() -> [Item] { [] }
}

extension CartStore {
    func reset() {}
}
```

### Inherited requirements and a required initializer

```swift config={"min_requirements": 3}
protocol Loading {
    func load() async throws
}

protocol ↓FeedLoading: Loading {
    init(url: URL)
    var isLoading: Bool { get }
}

final class FeedLoader: FeedLoading {
    init(url: URL) {}
    convenience init() { self.init(url: .feed) }
    var isLoading = false
    func load() async throws {}
}
```
```swift file=Tests/AppTests/FeedLoaderSpy.swift
final class FeedLoaderSpy: FeedLoading {
    init(url: URL) {}
    var isLoading = false
    func load() async throws {}
}
```

### A lower threshold

```swift config={"min_requirements": 1}
protocol ↓Clock {
    func now() -> Date
}

struct SystemClock: Clock {
    func now() -> Date { Date() }
}
```
```swift file=Tests/AppTests/FixedClock.swift
struct FixedClock: Clock {
    func now() -> Date { .distantPast }
}
```

## Fixed

```swift
protocol CurrentUserProviding {
    var currentUser: User? { get }
}

protocol LoggingOut {
    func logOut()
}

final class UserService: CurrentUserProviding, LoggingOut {
    private(set) var currentUser: User?

    func logIn(email: String, password: String) async throws {}
    func logOut() {}
}
```

### Two production implementations, or fewer requirements than the threshold

```swift
protocol Analytics {
    func track(_ event: String)
    func identify(_ user: String)
    func reset()
}

final class FirebaseAnalytics: Analytics {
    func track(_ event: String) {}
    func identify(_ user: String) {}
    func reset() {}
}

final class ConsoleAnalytics: Analytics {
    func track(_ event: String) {}
    func identify(_ user: String) {}
    func reset() {}
}

protocol Clock {
    func now() -> Date
}

struct SystemClock: Clock {
    func now() -> Date { Date() }
}
```

### Reported by single_implementation_protocol instead, and @objc plugin interfaces

```swift
protocol ProfileServicing {
    func load() async throws -> Profile
    func save(_ profile: Profile) async throws
    func delete() async throws
}

final class ProfileService: ProfileServicing {
    func load() async throws -> Profile { Profile() }
    func save(_ profile: Profile) async throws {}
    func delete() async throws {}
}

@objc protocol ExporterPlugin {
    func exportName() -> String
    func export(_ document: Document) -> Data
    func canExport(_ document: Document) -> Bool
    func icon() -> NSImage
    func version() -> Int
    func identifier() -> String
    func settingsView() -> NSView
    func reset()
}

final class PDFExporter: NSObject, ExporterPlugin {
    func exportName() -> String { "PDF" }
    func export(_ document: Document) -> Data { Data() }
    func canExport(_ document: Document) -> Bool { true }
    func icon() -> NSImage { NSImage() }
    func version() -> Int { 1 }
    func identifier() -> String { "pdf" }
    func settingsView() -> NSView { NSView() }
    func reset() {}
}
```
```swift file=Tests/AppTests/ExporterPluginMock.swift
final class ExporterPluginMock: NSObject, ExporterPlugin {
    func exportName() -> String { "" }
    func export(_ document: Document) -> Data { Data() }
    func canExport(_ document: Document) -> Bool { true }
    func icon() -> NSImage { NSImage() }
    func version() -> Int { 1 }
    func identifier() -> String { "" }
    func settingsView() -> NSView { NSView() }
    func reset() {}
}
```

### A small seam, under the default threshold

```swift
protocol Analytics {
    func track(_ event: String)
    func identify(_ user: String)
    func reset()
}

final class FirebaseAnalytics: Analytics {
    func track(_ event: String) {}
    func identify(_ user: String) {}
    func reset() {}
}
```
```swift file=Tests/AppTests/AnalyticsSpy.swift
final class AnalyticsSpy: Analytics {
    func track(_ event: String) {}
    func identify(_ user: String) {}
    func reset() {}
}
```

### A refinement of a role other types share

```swift
protocol SettingRow {
    var label: String { get }
    var footnote: String { get }
}

protocol ToggleSettingRow: SettingRow {
    var isEnabled: Bool { get }
    func toggle()
}

struct TextSettingRow: SettingRow {
    let label: String
    let footnote: String
}

final class DarkModeRow: ToggleSettingRow {
    let label = "Dark mode"
    let footnote = ""
    private(set) var isEnabled = false
    func toggle() { isEnabled.toggle() }
}
```

### Exempt protocols

```swift
protocol LoginViewDelegate: AnyObject {
    func didTapLogin()
    func didTapSignUp()
    func didTapForgotPassword()
}

final class LoginCoordinator: LoginViewDelegate {
    func didTapLogin() {}
    func didTapSignUp() {}
    func didTapForgotPassword() {}
}

protocol WidgetEntry {
    var title: String { get }
    var count: Int { get }
    var date: Date { get }
}

struct FollowersEntry: WidgetEntry {
    let title: String
    let count: Int
    let date: Date
}

protocol ServiceFactory {
    func makeAPI() -> API
    func makeStore() -> Store
    func makeLogger() -> Logger
}

final class AppContainer: ServiceFactory {
    func makeAPI() -> API { API() }
    func makeStore() -> Store { Store() }
    func makeLogger() -> Logger { Logger() }
}
```

## Options

| key | type | default | effect |
| --- | --- | --- | --- |
| `min_requirements` | integer | `8` | the fewest requirements a protocol needs to be reported |

## Limits

- Members are compared by name and kind, not by signature: overloads collapse into one
  name, and a parameter-type change goes unnoticed.
- Members of a `private extension` (without their own `private`) count as visible, so such
  a conformer is not reported (a missed finding, not a false one).
- `public` protocols are checked like any other: in a modular app a `public` protocol in a
  local package mirroring its one class is the same problem; a library's extension point
  with one built-in implementation is reported too, and is the case to suppress.
- Types are matched by name, as in `single_implementation_protocol`; a conformer whose name
  is declared more than once is not checked.
- Off by default: on held-out sets 4 to 6 a reviewer acted on 2 of its 15 findings. The
  protocols it finds are mostly a team's cohesive 8-to-14-member service or repository
  interfaces, each with test doubles, which a reviewer would not split. Enable it with
  `{"rules": {"protocol_mirror": "on"}}` to audit fat interfaces.

"""#,
    "service_locator": #"""
# service_locator

Flags dependencies pulled out of a runtime registry instead of being received.

Severity: warning · Default: on

## What it flags

Code that asks a registry for a collaborator at run time. One finding per lookup, at the
most specific token (the `resolve`, the member, the `AppDelegate` of a cast), and one per
type for the same dependency from the same registry (a type split over several files gets
it in the file that declares it, as for `singleton_access`): a type pulling it in several
methods, or a function pulling it twice, hides one dependency, which one initializer
parameter removes (held-out set 39: `appDelegate.addFeed(…)` in both branches of an `if`;
set 41: `ServiceLocator.analytics` in a view controller's every action; code at file scope
counts per declaration); the registry is one however the type reaches it, through its
initializer's parameter (`resolver`), the property keeping it (`self.resolver`) or that
property through a local standing for `self` in a closure (`weakSelf.resolver` after `guard
let weakSelf = self`; held-out set 183: 6 of 6 second lookups SPEC "no"), and so does the app delegate reached
twice as a locator, through a cast and its shared instance (held-out set 40: 1 of 1 second
finding SPEC "no"); a lookup that does not name what it pulls (`try container.resolve() as
Service`) is its own. A container the type is handed whole by a parameter that
`container_injection` reports (a view model's `init(container: Container = Container.shared)`,
a presenter's `init(resolver: Resolver)`) is one problem with its lookups, reported once, at
that parameter: its lookups through the parameter, through the stored property a reported
member keeps it in (`self.resolver = resolver`) and through `self` or a local standing for it
get no finding of their own (held-out set 303: 22 of 22 such lookups in one Factory app's view
models labelled a second report of their initializers' findings, not acted on, every one of
those acted on). A type outside that rule's names handed the container (a widget, a view, a
coordinator under another name) keeps its lookups' findings here.

- a generic `resolve()` / `resolveOptional()` without a metatype (no arguments, or only
  `name:`/`tag:`-style labels) on a receiver named like a registry: `try container.resolve()
  as Service` (Dip), `let s: Service = container.resolve()` (DITranquillity), or on a
  file-scope constant, whatever its name, built from a type that resolves by result type (it
  and the protocols it adopts declare two or more `resolve` members; one `resolve()` of a
  conflict solver settles something else): `private lazy var analytics: AnalyticsService =
  factory.resolve()` over `let factory: Factory = FactoryMain()` (held-out set 76: about 289
  such reads in one app, none found before), not in the code of the type it holds; not on a
  type of the set so named whose own `resolve` method is not generic and which has nothing
  to register, or a property named for it (`CodexExecutableResolver.shared.resolve()`,
  `codexExecutableResolver.resolve()`: a class finding an executable on disk; held-out set
  286: 4 of 4 SPEC "no"); and a
  zero-argument `get()` on a receiver named `…container`/`…Container`, typed by its
  annotation: `let store: HomeStore = globalAppStateContainer.get()`;
- a call named `resolve`, `resolveOptional` or `get` whose arguments contain a metatype:
  `container.resolve(UserService.self)`, `r.resolve(Cache.self, name: "disk")!`,
  `ServiceLocator.shared.resolve(Analytics.self)`. A `get` counts only on a receiver named
  like a registry (`container`, `resolver`, `locator`, `injector`, `services`, `DI`, …) and
  with no arguments other than `name:`/`argument:`/`arguments:`/`tag:`, so
  `storage.get(Plan.self, forKey: key)` and `request.auth.get(User.self)` are not lookups.
  Nor is a bare call of a function declared inside the function or initializer around it
  (`func resolve<T>(_ symbol: String, as _: T.Type) -> T` over `dlsym`, local to a framework
  wrapper's initializer): its body is read where it is written (held-out set 321: 44 of 44
  SPEC "no"). A metatype naming a hand-made registry's injection key, a type of the set named
  `…Key` adopting a protocol with a member `typealias Value` (`enum AppStateKey: InjectionKey
  { typealias Value = AppState }`), looks up the key's value: `DIContainer.resolve(for:
  AppStateKey.self)` resolves `AppState` (held-out set 325: 5 lookups of the app's state and
  a router in views and the state itself, none found before; the same app's view models and
  value routers pulled out by key stay screens and values);
- SwinjectAutoregistration's resolution operator with a metatype after it: `iocContainer ~>
  ArticleLibrary.self`, `r ~> (Cache.self, name: "disk")` (held-out set 44: 101 such lookups
  of a global container, none found before), reported at the operator, which force-unwraps;
- a call of a resolution helper of the analyzed set, under any name, with a metatype, on a
  receiver named like a registry: a function that takes a metatype and hands it to one of
  the verbs above as its first argument is that verb under another name (`extension
  Resolver { func force<S>(_ type: S.Type) -> S { resolve(type)! } }`, then
  `DIGraph.shared.resolver.force(WalletController.self)`; held-out set 24: a Swinject app's
  39 lookups, all through such a helper);
- a call, from another type, of a static accessor that only resolves its own type: a static
  function of no parameters whose result is its type and whose body is one `resolve` on a
  registry (`DataSource.newInstanse()` over `return Resolver.resolve() as DataSource`;
  held-out set 178: 18 calls, none found before), reported at the call; the accessor's own
  resolve is not;
- a call, from another type, of a static generic facade: a static function of no parameters
  of a top-level type, whose result is its generic parameter and whose body resolves
  (`static func resolve<T>() -> T { return assembler.resolver.resolve(T.self)! }` in `class
  DependenceProvider` over a private Swinject assembler), typed by the caller's annotation
  (`let authService: AuthServiceProtocol = DependenceProvider.resolve()`; held-out set 305: 3
  such lookups in one app's coordinators, none found before), reported at the call; the
  facade's own resolve is not;
- a bare call of a generic resolver of the analyzed set: a file-scope generic function of no
  parameters whose result is its generic parameter and whose body calls `resolve(…)`
  (`public func inject<T>() -> T { diEngine.resolve(key: String(describing: T.self)) … }`),
  called as `private lazy var router: WalletRouterInterface = inject()` or `(inject() as
  LoaderInterface).show()` (held-out set 115: 375 such lookups in one app, none found
  before), named by the annotation or the cast; a palette or an icon set looked up so (a
  protocol of properties of colours, fonts or images only, `AppColorInterface`) is styling,
  read like a theme, and not reported (here and through any container's `resolve`; so is a
  struct or class of two or more such constants, `struct Fonts { let body1 =
  Font.custom(…) … }`, a class conforming to such a protocol, and a theme, a class whose
  stored properties, a private subscription aside, hold only these: `@StateObject private
  var uiService: UIService = DependencyContainer.shared.resolve()`, a `UIService` keeping
  `fonts: Fonts` and `colors: ColorsService`, held-out set 178: 21 of 21 lookups by views
  and styles not acted on; a class that also keeps a service is no theme in a SwiftUI view,
  which has the environment for it, but a type named for the theme, `ThemeServiceProtocol`,
  looked up by a UIKit or AppKit screen, view or cell to colour itself is styling wherever it
  keeps its configuration: held-out set 277, 35 of 35 such lookups through
  `ServiceLocator.shared.getService()!` not acted on; so does an enum of the app's colours or
  images named for them, `enum DynamicColor { case background }`, `DynamicImage`, resolving its
  value from the theme: a style value with no initializer to take the theme, held-out set 309,
  2 of 2 not acted on); and a call, on a
  receiver named like a registry, of
  such a generic method of an extension, which may take arguments and return its generic
  parameter optional or implicitly unwrapped (`extension Resolver { func autoresolve<T>() ->
  T! { resolve(T.self) } }`, then `let client: DBClient = userSession.container.autoresolve()`;
  held-out set 119: 190 such calls in one Swinject app, none found before; its coordinators
  and assemblies are wiring);
- Resolver's static API: `Resolver.resolve()`, `Resolver.optional()`, `Resolver.root.resolve()`;
- any member reached through a type or value named `ServiceLocator` (or ending in it):
  `ServiceLocator.analytics.track(…)`; and a method called on a type or value named
  `Locator` (`locator.tracker()`), which the analyzed set does not declare as a struct: a
  property read or a nested type of one it does not declare as a registry is a value's
  (Readium's reading position, `locator.href`, `Locator.Locations(…)`; held-out set 38: 30 of
  30 not acted on); and through a type of
  the analyzed set named `Dependencies` (or ending in it) that has static members, a
  hand-made locator reached through its type: `Dependencies.urlOpener.open(url)`,
  `Dependencies.shared.resolve()` (not a locator value the code holds asked for what
  belongs to a variable known only at run time, `serviceLocator.getService(from:
  workspace)`: a keyed lookup like a dictionary's, which no initializer could replace;
  held-out set 27: 17 of 17 not acted on; a metatype, a key path or a string still names a
  registration); and through the shared instance of a struct of the
  analyzed set named `Services` (or ending in it) that holds three or more stored
  properties, a bag of the app's services: `Services.shared.source.archive(url)` (a struct
  with two values is a value); and through a class or struct of the analyzed set named
  `…DependencyProvider`, whose own code is the composition root:
  `AppDependencyProvider.shared.appSettings` (held-out set 41: such lookups were reported as
  singleton accesses, SPEC "no"); and through a registry's façade, a type of the analyzed set
  with three or more static accessors that each only look a service up by its type
  (`static var walletService: WalletApplicationService { return service(for:
  WalletApplicationService.self) }`): `ApplicationServiceRegistry.walletService.address(of:)`
  (held-out set 83: 876 such reads in one app, none found before; not the façade's own code,
  nor storing a service into it, `ApplicationServiceRegistry.put(service:for:)`); and through a global service hub, a file-scope constant holding
  the instance of a class of the analyzed set it builds with no arguments (`let Env =
  Environment()`) whose stored properties keep three or more collaborators:
  `Env.userSessionStore.logout()`, reported at the collaborator (not a value it keeps,
  `Env.locale`, `Env.deviceId`; not an ambient service, `Env.themeManager`; not the hub's own
  code; not a member assigned, `Env.favoritesManager = FavoritesManager()`; not a member the
  hub's own code sets after it is built, its state switched at run time, `DC.adaptiveMode`,
  held-out set 55: 4 of 4 not acted on; a `var` of a
  struct is Point-Free's `Current` world, docs/frameworks.md); and through a static service
  namespace under any name: a struct, an enum or a class with no instance stored property
  whose static properties build three or more dependency-like classes of the set, none of
  them its own instance (`struct Environment { static let connectionService =
  ConnectionService(); static let commandService = CommandService(); … }`):
  `Environment.commandService.run()` from another type, once per member per type (held-out
  set 245: nineteen files reading one such namespace, none found before; also a public
  static getter handing out a private static stored one, `private static var
  userServiceSingleton = UserService()` with `static var userService: UserService { return
  userServiceSingleton }`, held-out set 258: a `Services` class read some sixty times, none
  found before; also a protocol of the set built through a metatype kept in a static
  variable, the namespace's way to swap implementations, `static private(set) var
  caseManager: CaseManaging = caseManagingType.init()`, held-out set 283: five managers read
  93 times, none found before; not a view, a
  screen or a window it keeps, `Environment.mapViewController`; not an application
  delegate's static services, read as the delegate's); and through a static hub, a static
  stored property of such a namespace holding a hub, a class of the set keeping three or
  more collaborators or a protocol whose one class conformer does (`public enum Services {
  public private(set) static var hub: ServiceHub! }`, set once at launch):
  `Services.hub.droneConnectionService`, reported at the collaborator, and a group of services
  the hub keeps, a class keeping three or more, or a top-level struct of five or more stored
  properties keeping three or more (`let drone: DroneServices`):
  `Services.hub.drone.zoomService`, reported at the group's collaborator (held-out set 292:
  a drone app's hub, 243 reads, none found before; not a value the hub keeps, nor an
  ambient service, nor a member assigned, as through a global hub). Registration members
  (`register…`, `set…`, `add`/`add…`, `reset…`, `remove…`, `replace…`) and its own set-up
  (`ServiceContainer.shared.setup(forceReinitialize: true)`, rebuilding what it holds) are
  wiring, not lookups, and so
  is the rest of such a registry's own API on its type: a method that is no lookup
  (`Dependencies.create(identifier:)` declaring a key, `Dependencies.createEmpty()`) and a
  value it keeps, named as one (`Dependencies.isRTL`, `Dependencies.userInfoKey`: a Boolean
  `is…`/`has…`/`should…`/`can…` or a `…Key`);
- the app delegate used as a locator: a cast `….delegate as! AppDelegate` or
  `NSApp.delegate as? AppDelegate` (any type name ending in `AppDelegate`, or a type of the
  analyzed set conforming to `UIApplicationDelegate`, `NSApplicationDelegate`,
  `WKApplicationDelegate` or `WKExtensionDelegate` under another name: a watch app's
  `ExtensionDelegate.shared().loopManager`), and
  `AppDelegate.shared` (also `sharedInstance`, `instance`, `current`, or a singleton member
  the analyzed set declares, or a class method ending in `Delegate` that the set does not
  show, declared in Objective-C: `AppDelegate.theDelegate().presentCompleteSecurity(for:)`;
  held-out set 45: element's 13 types reading it outside the idioms below, none found
  before), and a service it keeps as a static, an instance of another class of the analyzed
  set, not a view, a screen or a window (`static let windowHistory = WindowHistory()`, read as
  `AppDelegate.windowHistory.lastRect(for: id)`; held-out sets 65 and 66: 32 reads in 10
  files, none found before; the delegate's own code and its idioms aside:
  `AppDelegate.updater`), and a file-scope variable holding it (`var appDelegate:
  AppDelegate!`, or `let appDelegate = … as! AppDelegate`, or the one `main.swift` builds and
  hands to the application, `let delegate = AppDelegate()`, read as
  `delegate.pluginManager.loadPlugins()`; held-out set 81: 41 reads in 17 files, none found
  before; also where an app and its watch extension each declare one under the same name for
  their own delegates, `var appDelegate: AppDelegate = { … }()` and `var appDelegate:
  ExtensionDelegate = { … }()`: held-out set 141, 37 reads in 13 types, none found before) or a
  file-scope function returning it
  (`getAppDelegate().updateStoryboard()`; held-out set 59: 34 calls in 11 files, none found
  before) read from other code, `appDelegate.manualRefresh(errorHandler:)` (held-out set 39: 14 such reads in one
  reader's app, none found before; not in the delegate's own code, nor in an extension of a
  platform type, which has no initializer to take it: `extension NSApplication` answering
  AppleScript, also through the application's own delegate cast there, `delegate as?
  AppDelegate` (held-out set 325: 1 of 1 SPEC "no"); nor in a type declaring a member of the same name, whose own it is: `var
  delegate: IdDelegate?` read as `delegate?.add(id:)` beside a launcher's `let delegate =
  AppDelegate()`; held-out set 264: 1 of 1 SPEC "no"). Not when all it reads is what UIKit's own idioms keep on the
  app delegate: the main `window` itself, also as `mainWindow` or `keyWindow`, and any other
  window it keeps under a name ending in `Window` (`AppDelegate.shared.galleryWindow?
  .makeKeyAndVisible()`; held-out set 62: 3 of 3 SPEC "no")
  (`appDelegate?.window?.isHidden = true`, a getter
  handing it out, `static var mainWindow: UIWindow? { (… as? AppDelegate)?.window }`; setting
  its root screen, `appDelegate.window?.rootViewController = vc`, also through a local with its
  type written, `let appDel: AppDelegate = UIApplication.shared.delegate as! AppDelegate`,
  or in parentheses, `let app = (NSApp.delegate as! AppDelegate)` (held-out set 264: 1 of 1
  SPEC "no")
  (held-out set 139: 1 of 1 SPEC "no"), also by calling a method of
  the delegate that sets it (`appDelegate.startMainStory()`, whose body sets
  `window?.rootViewController`; held-out set 66: 3 of 3 SPEC "no"; or calls the delegate's
  private method that does, `AppDelegate.shared.showLogin()` over `private func
  replaceRootViewController(with:animated:)`; held-out set 186: 4 of 4 SPEC "no"; or a method an
  extension of the delegate declares, `extension AppDelegate { func showAuth() { …
  window.rootViewController = auth } }`; held-out set 322: 2 of 2 SPEC "no"; or, in an
  Objective-C delegate, `switchToMainController:`, which Swift calls as
  `appDelegate?.switch(toMainController: true)`; held-out set 313: 2 of 2 SPEC "no"), and reading the root screen
  to present on, `(… as? AppDelegate)?.window?.rootViewController?.present(alert, …)`; a
  screen reached through it, `window?.rootViewController as? ChatViewController`, is a
  lookup, except by the root screen's own accessor to its instance, `static var current:
  MainSplitViewController? { (… as? AppDelegate)?.window?.rootViewController as?
  MainSplitViewController }`, also through a local it binds (`let appDelegate = … as!
  AppDelegate; return appDelegate.window!.rootViewController as! RootNavigationController`;
  held-out set 152: 1 of 1 SPEC "no"), which has nothing to inject; held-out set 56: 1 of 1
  not acted on) and
  the orientation lock that `application(_:supportedInterfaceOrientationsFor:)` returns
  (`(UIApplication.shared.delegate as? AppDelegate)?.orientationLock = .portrait`, or any
  member named for the orientation or rotation: `restrictRotation`), its haptics
  (`supportsHaptics`), and
  AppKit's app-level chrome it owns, the dock icon, the menu-bar status item, its view
  (`app.statusView.isTinyText = tiny`; held-out set 264: 1 of 1 SPEC "no") and its menu,
  the Preferences window, the "Check for Updates…" action (also through the updater it keeps,
  `appDelegate.updater.checkForUpdates()`; held-out set 63), quitting or relaunching the app
  (`appDelegate.restartApp()`, `quitApp()`; held-out set 63: 3 of 3 not acted on), the About
  panel, showing the app in the dock or the status bar, launching at login and resetting the
  app, which a Preferences pane asks of it (`appDelegate.showAboutPanel(self)`,
  `setShowInDockEnabled(true)`, `setLaunchAtLoginEnabled(true)`, `resetAppAfterConfirming()`;
  held-out set 65: 2 of 2 not acted on), AppKit's open and save panels it closes
  (`dismissOpenPanel()`; held-out set 90: 1 of 1 SPEC "no"), a menu-bar app's popover window
  or panel it shows and hides (`togglePanel(sender)`; held-out set 132: 4 of 4 SPEC "no"), a
  Catalyst app's AppKit plugin styling the About and Settings windows
  (`appDelegate.appKitPlugin?.configureAbout(window)`; held-out set 133: 2 of 2 SPEC "no"),
  its height, the tab it shows and whether it stays pinned, a Preferences pane it opens by name
  and the feedback mail it composes (`AppDelegate.sharedInstance.resizeWindowHeight(200)`,
  `visibleTab`, `pinned = true`, `showBillingPreferences()`, `sendFeedback()`; held-out set
  92: 7 of 7 SPEC "no"), the updater it keeps and its pending update (a
  settings pane binding `AppDelegate.instance.updaterController.updater`'s automatic checks;
  held-out set 66: 1 of 1, SPEC "no"; also under its interface's name, `appDelegate
  .updateViewModel` handed to the update pill, `updateController`; held-out set 325: 2 of 2
  SPEC "no"), the menu
  items' key equivalents and the help popovers (a member named for them:
  `appDelegate.loadDockIcon()`, `appDelegate.addMenuBar(nil)`,
  `AppDelegate.instance().openPreferences(pane: .general)`, `appDelegate.checkForUpdate(sender)`,
  `appDelegate!.menu`, `appDelegate!.setKeyEquivalents(hotkeys)`, `appDelegate!.initPopovers()`;
  held-out sets 40 and 55), a floating help button it keeps on the window
  (`appDelegate().setHelpButtonHidden(false)`, `appDelegate().helpButtonCommand()`; held-out
  set 60: 2 of 2 SPEC "no"), the window controllers it keeps, read as its window is
  (`appDelegate!.windowController?.window`; held-out set 55: 3 of 3, SPEC "no"), UIKit's badges, the app icon's and the root tab bar's, a member named for a badge (`AppDelegate.current.updateApplicationIconBadgeNumber()`;
  held-out set 42; `appDelegate.updateTimelineBadge(with: 3)`; held-out set 201: 1 of 1 SPEC "no"), the
  application's run state it tracks (`appDelegate.appIsInForeground()`,
  `isAppInBackground`, `AppDelegate.shared?.isActive`, the launch's timing,
  `timeSinceLastStart`, the launch's readiness, `isCoreDataReady`, and the link the app was
  launched with, which only the delegate receives, `applicationLaunchedWithURL()`; held-out
  set 63: 1 of 1 not acted on; the launch options it kept, `appDelegate.options?[…]`, read by
  a screen replaying the push the app was launched with through the delegate's own callback,
  `appDelegate.application(_:didReceiveRemoteNotification:)`; held-out set 173: 1 of 1 SPEC "no"; or the app that opened it, `AppDelegate.shared.referringAppUrl`,
  the link back an `x-callback-url` carries; held-out set 67: 2 of 2 SPEC "no"; or the deep link a push
  or a URL brought it, which screens read back, set and hand to its handler to switch tabs,
  `appDelegate.deeplinking = .orderList` then `appDelegate.handleDeeplinking()`; held-out set
  310: 10 of 10 not acted on, 5 SPEC "no"; also kept as the link pending until a screen takes
  it, `(UIApplication.shared.delegate as? AppDelegate)?.pendingLink`, set in
  `application(_:open:options:)`; held-out set 323: 1 of 1 SPEC "no") and the push registration it completes
  (`delegate.registerForPushNotifications()`: the device token arrives in the delegate, and
  the notification settings it checks first, `getNotificationSettings()`; held-out set 201: 1
  of 1 SPEC "no"; also
  a member naming both registration and push, `unregisterThirdPartyPush()` at sign-out;
  held-out set 66: 1 of 1, SPEC "no"; also through a stored property of the screen holding the
  cast, whose every read in the type's one file is such a member, `let appDelegate =
  UIApplication.shared.delegate as? AppDelegate`, then `self.appDelegate?
  .configureRemoteNotifications()` after sign-in; held-out set 259: 1 of 1 SPEC "no"; also
  through a local of the closure a lazy property's value calls in place, `lazy var
  downloadManager = { let appDelegate = UIApplication.shared.delegate as! AppDelegate; let
  completion = appDelegate.backgroundSessionCompletionHandler … }()`, the completion handler
  the system hands the delegate for a background session; held-out set 286: 1 of 1 SPEC "no"; and the
  delegate handed whole in a callback role, `WXApi.sendAuthReq(req, viewController: self,
  delegate: appDelegate)`), unsubscribing from something it keeps
  (`appDelegate.launchStyle.removeListenerWithName(…)` in a screen's `deinit`: nothing is
  pulled out; held-out set 66: 1 of 1, SPEC "no"),
  and the app-wide UI an app keeps there: its loading indicator (also the one it counts
  requests on, `appDelegate.incrementLoader(message:caller:)` and `decrementLoader(caller:)`;
  held-out set 326: 1 of 1 SPEC "no"), a link it opens over the screen on top
  (`AppDelegate.sharedInstance?.showExternalURL(url: urlString)`, a method named `present`,
  `open`, `show` or `display` and then for a link, as `singleton_access` reads a shared
  presenter's; held-out set 326: 10 of 10 views and cells SPEC "no"),
  alert, HUD or toast (`appDelegate.showLoadingIndicator()`,
  `presentAlert(title:message:)`, an error shown over every screen:
  `showError(asAlert:)`, held-out set 45: 3 of 3 not acted on; `presentError(error, title:)`,
  held-out set 133: 1 of 1 SPEC "no"), the app-wide appearance it
  applies to its windows (`AppDelegate.shared?.updateDynamicAppearance(withTraitCollection:)`,
  a member named for the appearance, brightness or interface style, or the theme's style it
  overrides, `overrideApplicationThemeStyle()`; held-out set 76: 1 of 1, SPEC "no"; set 53: 2 of 2
  not acted on; the theme it switches, `toggleTheme(isDark:)`, `applyTheme(…)`: set 126, 1 of 1
  SPEC "no"; any method of the delegate whose every statement sets or configures a bar's or a
  control's appearance proxy, `func setupDesign() { UINavigationBar.appearance().tintColor =
  .white … }`, or an appearance object it makes there, `let appearance =
  UINavigationBarAppearance()`: set 134, 1 of 1 SPEC "no"), the interface language it applies to every view (`setupLanguage()`, setting
  the layout direction; held-out set 90: 1 of 1 SPEC "no"), the modal screens it dismisses across every scene
  (`AppDelegate.shared?.dismissModals(of: SecurityViewController.self)`; held-out set 57:
  4 of 4 SPEC "no") and the controller
  on screen it finds to present on (`visibleViewController`, `topViewController`,
  `mainViewController`, `activeRootViewController`, also without `View`,
  `kSharedAppDelegate?.topMostController?.present(alert, animated: true)`, held-out set 313:
  2 of 2 SPEC "no"; the root `tabController` or
  `splitController` it keeps and the modal it tracks, `currentPresentedVc`; held-out sets 48
  and 49; any screen it keeps, a member named `…VC` or `…ViewController`: a browser screen a
  screen stores on it and presents, `delegate.safariVC = SFSafariViewController(url: url)`,
  for the delegate to close when the app is opened back, held-out set 172: 1 of 1 SPEC "no";
  the navigation stack it keeps, named for where it sits,
  `AppDelegate.shared.mainNavigationController?.pushViewController(vc, animated: true)`;
  held-out set 77: 4 of 4 SPEC "no"; also a reveal menu's front one,
  `appDelegate.frontNavigationController.setViewControllers([vc], animated: false)`:
  held-out set 247, 1 of 1 SPEC "no"; or under the plain name, `navigationController`,
  `navController`: held-out set 126, 3 of 3 SPEC "no"); nor
  when a member is set on it and nothing read back (a closure for the delegate to call
  later, `AppDelegate.shared.openResultsCallback = { … }`; a flag or a server installed on
  it, `appDelegate!.cleaningMode = false`: held-out set 55, 4 of 4 not acted on; a counter
  changed in place, `appDelegate?.networkCounter += 1`: set 68, 2 of 2 SPEC "no"): that hands
  something in and pulls nothing out; nor the file-scope variable or function holding the cast, `var
  appDelegate = NSApplication.shared.delegate as? AppDelegate`, also in parentheses, `let
  appDelegate = (UIApplication.shared.delegate as? AppDelegate)`, or made by a closure called in
  place, `var appDelegate: AppDelegate = { UIApplication.shared.delegate as! AppDelegate }()`
  (also where an app and its watch extension each declare one of the name), whose every read
  is reported where it is made (held-out set 55: 1 of 1, SPEC "no"; set 136: 1 of 1 SPEC "no";
  set 141: 2 of 2 SPEC "no"); nor the cast set whole as another object's delegate,
  `UNUserNotificationCenter.current().delegate = UIApplication.shared.delegate as! AppDelegate`
  (held-out set 140: 2 of 2 SPEC "no"), as the shared instance set so is; nor when the shared
  instance is handed whole as a labelled argument, the target of an action
  (`UIApplication.shared.sendAction(#selector(AppDelegate.checkForUpdate(_:)), to:
  AppDelegate.shared, from: nil, for: nil)`; held-out set 40: 2 of 2 not acted on), or set
  whole as a delegate (`delegate = AppDelegate.shared` in a tab bar controller; held-out set
  77: 1 of 1 SPEC "no"); nor,
  when the app delegate is the application object itself (`class App: NSApplication`, its own
  delegate, reached as `App.shared`), when what is read is the application's own API, a
  member the app's type does not declare (`App.shared.activate(ignoringOtherApps: true)`,
  `App.shared.userInterfaceLayoutDirection`, `App.shared.terminate(nil)`: the platform's
  `NSApp`; held-out set 75: 12 of 12 SPEC "no"); a member it declares is still a lookup;
- Factory resolving from a shared container: `Container.shared.api()` and
  `Container.shared.api.resolve()` (also on a container of the analyzed set that inherits
  `SharedContainer`). An override with a trailing closure, `Container.shared.api { Mock() }`,
  and the container's own API (`.register { … }`, `reset()`, `with { … }`) are not lookups,
  nor is a method of the app's extension of it named for registering again
  (`Container.shared.reregisterSearchAPIClient(url: url)` pointing the search client at a
  remotely configured host; held-out set 298: 1 of 1 SPEC "no");
- Factory 2's key-path resolution: the global `resolve(\Container.tracker)`,
  `resolve(\SharedToolingContainer.clock)` (any root type ending in `Container` or
  inheriting `SharedContainer`), the global `resolve(\.tracker)` when `tracker` is a Factory
  key the analyzed set declares (`var tracker: Factory<Tracking>`), and
  `Container.shared.resolve(\.tracker)`. The message names
  the key (`tracker`), never the verb;
- a hand-made DI container of the analyzed set (a type the container judgment accepts:
  `AppContainer`, `DependencyContainer`, a bag of services by its shape, …) reached through
  its shared instance under any of the names `shared`, `sharedInstance`, `instance`,
  `current`, `default` or `main`: `AppContainer.shared.api()`,
  `AppContainer.shared.userService`, `AppEnvironment.default.exposureRepository` (held-out
  set 26: a hand-made environment struct's 20 lookups; the message names what a `make…`,
  `create…` or `resolve…` method builds: `AppContainer.shared.makeSessionStore()` resolves
  `SessionStore`, and a `Container` whose methods each resolve one dependency,
  `Container.shared.resolveAuthService()`, resolves `AuthService`; held-out set 181; and a
  method handed a key path the key's last name: `ServiceContainer.shared.service(for:
  \.friendsService)` resolves `friendsService`, the dependency a member read
  `ServiceContainer.shared.friendsService` of the same type pulls too; held-out set 284: 1 of
  1 second finding SPEC "no"); and
  such a shared instance kept whole in a stored instance property (`let services =
  Services.shared` in a base view model whose subclasses read `services.dataCoordinator`):
  the type keeps the locator, one finding at the property, whose message says so (held-out
  set 192: two base classes of ten view models, none found before); also a hand-made
  `…Dependencies` locator's (`private let dependencies: Dependencies =
  AppDependencies.shared` in a cell), and one kept in a static property of a type whose
  static functions look up through it (`private static let dependencies =
  AppDependencies.shared` in `struct Promises`; held-out set 254: 2 flagged by the reader,
  none found before). This is
  one finding: `singleton_access` does not also report the container's `shared`;
- swift-dependencies used around its dependency system: a key's live value read directly,
  `PersistenceRepository.liveValue.load()` (the message names the type and says to read it
  with `@Dependency` or inject it), and `DependencyValues._current.api`. Not flagged inside
  the key's own code (its `DependencyKey` / `TestDependencyKey` conformance), in
  `extension DependencyValues`, in the composition root, or as an override
  (`$0.api = .liveValue` in `withDependencies`), nor an assignment that installs a key's
  live value at launch (`CoachApiKey.liveValue = coachApi` in an initializer the app runs
  first; held-out set 78: 10 of 10 not lookups).

A type alias of a DI container declared in the analyzed set counts as the container
(`typealias Dependencies = Container`: `Dependencies.shared.api()` is Factory's lookup).

A force-unwrapped lookup (`resolve(X.self)!`, `Resolver.optional()!`, `as! AppDelegate`) is
the same single finding; its message says the lookup is force-unwrapped
(`force_unwrapped_dependency` does not report it again).

Not flagged, because this is where a container is allowed to resolve: the composition root
(see the spec's definition: `@main`, `AppDelegate`, `SceneDelegate`, types named `…Container`,
`…Assembly`, …, configured types and paths; the root object an `App` builds, a class whose
initializers construct three or more of the analyzed set's types, as in `singleton_access`), a tab or split screen handed the container, as a coordinator
holding it is (a direct subclass of `UITabBarController`, `UISplitViewController`,
`NSTabViewController` or `NSSplitViewController`: the app's tab root, resolving and starting
one coordinator per tab; held-out set 152: 5 of 5 not acted on), a Swinject `Assembly`'s `assemble(container:)`
and `loaded(resolver:)`, code that takes the Swinject `Assembler` building the whole container
(`init(assembler:)` of the object the app's root creates at launch, resolving the long-lived
managers and warming up the rest with `_ = resolver.resolve(…)!`: only the root holds the
assembler; held-out set 45: 15 of 15 SPEC "no"), a function that registers into a container itself (`func
setupDependencies() { let network: Network = Resolver.resolve(); Resolver.register {
Repository(network: network) } }`, a module's registrar, also through SwinjectAutoregistration's
`autoregister` (a file-scope `func setup(iocContainer: Container)` resolving two providers to
build a third it registers; held-out set 44: 2 of 2 SPEC "no"), and through Factory's
registration on a shared container's factory (`Container.shared.playerManager.register {
manager }` in a route opening the player; held-out set 272: 1 of 1 SPEC "no"), and through
DITranquillity's `container.append(framework: AuthDependency.self)` or `append(part:)` (a
module's start point registering its framework into the container the app hands it, then
resolving its router's provider; held-out set 280: 6 of 6 SPEC "no"); a table view's `register(_:…)` is
no container's), closures passed to `register`, `initCompleted`, `resolveProperties`
(and SwinjectStoryboard's `storyboardInitCompleted`), `extension Container` and
`extension Resolver` bodies, a Factory container of the app's own (a class inheriting
`SharedContainer`) and its extensions, registering from another container
(`SharedToolingContainer.shared.keychain()` in `SharedRepositoryContainer`'s helpers:
the composition split over containers; held-out set 56: 17 of 80 lookups, SPEC "no"), `extension DependencyValues` bodies, `extension EnvironmentValues`
bodies (an environment entry's default, `@Entry var directoryTree = EnvContainer.shared.directoryTree()`,
which the app's root overrides like a default argument; held-out set 35), a SwiftUI
`EnvironmentKey`'s `defaultValue` (the same default before `@Entry`), a swift-dependencies key's `liveValue`, `testValue` or
`previewValue` (the live implementation's registration), top-level code (`main.swift`,
playgrounds, `#Preview`), and a default argument value (`init(api: API = Container.shared.api())` is default-parameter
injection), as is a struct's `var` whose default the memberwise initializer takes. A
class's property declared with a protocol of the set and a lookup as its default is a
lookup, though `singleton_access` takes such a property holding a shared instance for a
seam: the class resolves when it is built, before any test could set another
(`@Published var dataCoordinator: DataCoordinator = Resolver.resolve()` in a view model
whose `init()` subscribes to it; held-out set 243: five view models' lookups flagged by the
reader, none found before; subscmemo's nine in set 154). Nor is a class of the app's own that builds the library's container it holds
(`container = Container()` in its initializer, or where the property is declared, `private
static let container: DIContainer = DIContainer()`) and resolves from it: a container the app
delegate builds and asks for the root screen, or a static locator whose `resolve()` its
callers use; its code is the composition root or the locator's own, and its callers' lookups
are what is reported (held-out set 113: 9 of 9 SPEC "no"; set 118: 2 of 2). Nor is a
resolving façade, a class or structure with no stored instance property whose every
instance method (at least two) only returns what it resolves, named by the method's result
type (`func getOutdatedPackagesUC() -> GetOutdatedPackagesUCProtocol { guard let useCase:
GetOutdatedPackagesUCProtocol = DIContainer.shared.resolve() else { fatalError(…) }; return
useCase }`): a factory over the container, wiring as a `…Factory` is, which registrations use
to hand its products to initializers (held-out set 187: 43 of 43 in `DefaultUseCaseProvider`
not acted on); a type holding it and calling it holds a factory.
Test files, a locator's own code, the app delegate's own code and a property wrapper's own
code (`@propertyWrapper struct Inject<T> { var wrappedValue: T { Dependencies.shared.resolve() } }`:
the injection mechanism; each property that uses it is an `injected_property_wrapper`
finding) are not flagged either.

Not flagged either, because reviewers accept them (docs/judgments.md):
- **A wiring type building from a global container.** A type named like wiring (`…Factory`,
  `…Builder`, `…Module`, `…Coordinator`, `…Router`, `…Flow`, `…FlowController` (a coordinator
  under another name), VIPER's `…Configurator`,
  `…Wireframe` and `…Initializer` (Generamba's `…ModuleInitializer`, a screen's static
  `setup()` building it and handing the view model its lookup; held-out set 199: 3 of 3 not
  acted on), `…Resolver` (a `ContainerResolver` filling a container and handing out what
  it resolves), also before `Impl`: `SettingsModuleFactoryImpl`; or an app's own
  `Coordinator` or `Router`; not a network request's router, `ApiRouter`, `NetworkRouter`,
  `HTTPRouter`, which describes endpoints; or a class whose superclass is so named, a
  misspelt `TeamListCoordonator: BaseCoordinator`, held-out set 144: 1 of 1 SPEC "no"; or a
  coordinator by its shape, a class that is no view or screen keeping a
  `UINavigationController` in a stored property, `final class GameNavigationController {
  private let navigationController: UINavigationController … }`, held-out set 173: 9 of 10 not
  acted on; or the app's tab root, a direct subclass of a tab or split screen, reading a
  global container for each tab's screen, `final class TabBarViewController:
  UITabBarController` building `HomeViewModel(fetchUserInfo: …)` from
  `AppDIContainer.shared.resolve(…)`, held-out set 333: 12 of 12 not acted on) that hands what
  it looks up from a container on: passes it in
  as an argument, stores it or returns it (`JupiterSwapServices(prices: Resolver.resolve())`, `let router =
  Container.shared.resolve(DiscoveryRouter.self)!`, also through SwinjectAutoregistration's
  operator, `let controller = resolver ~> AuthPhoneController.self` set up and handed to
  `router.setRootModule(controller)`; held-out set 273: 10 of 10 SPEC "no"). Resolver's and Factory's containers are
  global, so such a type cannot "hold" one as the spec's wiring definition says; building
  objects from it by constructor injection is what wiring is. Not a dependency the type was
  already handed and keeps in a stored property (`roomActionRepository` taken by its
  initializer and looked up again for the next screen; held-out set 173: 1 of 1 acted on): that
  lookup bypasses the injection the type has, and is reported. A lookup it uses in place
  (`Resolver.resolve(Referrals.self).setReferrer(id)`, or kept in a local that it only calls
  methods on: `let handler = Resolver.resolve(TransactionHandler.self);
  handler.send(transaction)`, also in the closure a stored property holds, `lazy var
  quitRegister: () -> Void = { … }` (held-out set 219: 1 missed), or kept in a stored property whose members the file uses:
  `private let textBuilder = Container.shared.messageTextBuilder()` in a `ChatMessageBuilder`
  that calls `textBuilder.makeText(…)`; held-out set 41: 14 such lookups missed) is flagged,
  and so is the app delegate or a locator it reaches
  the container through. A local whose property it reads into what it builds
  (`preChosenWallet: wallets.nativeWallet`) is handed on. What the app delegate keeps, read
  through its properties into a local the type only hands on, is handed on the same way (`let
  playaDB = BRCAppDelegate.shared.dependencies.playaDB`, then `DetailScreenFactory.make(for:
  id, playaDB: playaDB)`), and the finding sits on the reach used in place; from the app
  delegate, a local called as well as handed on is used in place, and a later local of the
  same name (another `case` binding its own) is another local (held-out set 331: 1 of 1 placed
  on the reach handed on, SPEC "no").
- **A SwiftUI router composing screens.** A SwiftUI view's lookup handed, the same way, into
  the arguments of another screen it builds where navigation builds it: in a
  `navigationDestination`, `sheet`, `fullScreenCover`, `popover` or `TabView` closure, in a
  router's content view (a name containing `Router`, `PoolHomeRouterContent`), or into a
  router view built in turn (`PoolScoreListRouter(viewModel: PoolScoreListViewModel(useCase:
  diResolver.resolve(UseCase.self)!))`): composing the next screens from the environment's
  resolver is a router's work (held-out set 136: 8 of 8 not acted on); so is one handed into the
  environment of a screen such a closure presents (`CreateFlowView(user: user)
  .environmentObject(DependencyInjector.shared.resolve(CameraManager.self))` in a
  `fullScreenCover`; held-out set 138: 2 of 2 SPEC "no"). So does an enum of navigation
  routes (named `…Route` or `…Destination`, `enum SignInRoute: NavigationRoute`) in the
  function building each case's view, a navigation stack's router by another shape
  (`SignInView(viewModel: SignInViewModel(authService: Resolver.resolve()))`; held-out set
  257: 19 of 19 not acted on), and so does The Composable Architecture's reducer of a
  feature's destinations (a struct named so, `@Reducer struct Destination`, in a file importing
  it) scoping each route to the next feature's reducer (`Scope(state: \.homeRoute, action:
  \.homeRoute) { resolve(\HomeFeatureContainer.homeReducer) }`; held-out set 295: 7 of 7 SPEC
  "no"); a lookup it uses in place is still reported. A view building its own
  content's view model (`MatchBetListView` making `MatchBetListContent(viewModel: …)`: the
  same name less `View` or `Content`), a list's rows or a stepper's steps still pull their
  dependency (4 of 4 acted on).
- **A stateless assembler.** A `…Module`, `…Factory`, `…Builder`, `…Assembly`,
  `…Configurator`, `…Wireframe` or `…Initializer` with no instance stored property (a caseless enum of static
  builders, `enum ProfileModule { static func viewController() -> UIViewController }`) is a
  wiring type: with nothing of its own to keep, whatever it looks up it hands into what it
  builds. Not an enum with instances, its cases what it routes (`enum UserRouter:
  APIConfiguration { case getProfile …; var path: String { … } }`, a request router under
  any stem, as `ApiRouter` is): it builds requests, not the object graph (held-out set 220:
  1 lookup missed).
- **A static factory handed the resolver.** A static function named for making (`make…`,
  `build…`, `create…`), whatever its type's name, looking up through a container parameter it
  is handed (`static func makeFactory<T: AbstractRequestManager>(_ service: T.Type, resolver:
  Resolver) -> T { let parser = resolver.resolve(ErrorParser.self) … return T(errorParser:
  parser!, …) }` in `class Injector`, called from the assemblies' `register` closures with
  their resolver) is registration code moved into a helper, wiring as the closure is
  (held-out set 306: 6 of 6 not acted on). A static function not named for making, `static
  func load(resolver:)` using what it resolves, is reported.
- **A container its own type builds.** A lookup on a stored property whose value
  constructs a type declared inside the looking type or an extension of it in the same file
  (`private lazy var dependencies: Dependency = { Dependency(dependencies:
  externalDependencies, coordinator: self) }()` beside `private extension
  LoginCoordinatorImp { struct Dependency: LoginDependencies { … } }`, then
  `setRoot(dependencies.resolve())`): a module's coordinator composing its screens from the
  container it makes is the module's wiring (held-out set 160: 13 of 13 SPEC "no"). The
  objects it hands that container to are reported when they pull from it, but for the next
  item.
- **The navigator in the module's dependencies.** An untyped lookup of a type named for a
  navigator (`…Coordinator`, `…Router`, `…Navigator`), read as the getter or property it
  fills (`var coordinator: MatchesCoordinator { return dependencies.resolve() }`), on a stored
  property the type was handed and whose type is no DI container's (`private let
  dependencies: MatchesDependencies`): the coordinator that built the module put itself in
  those dependencies, and reading it back through a typed, test-doubled protocol is the
  module's navigation (held-out set 160: 9 of 9 not acted on). The use cases pulled out of
  the same dependencies on every access are reported.
- **A lookup nothing reads.** The value of a `private` stored property that nothing in the
  file names again (`private let friendRelationService = Container.shared.resolve(…)` in a
  view model that never uses it; also the whole value an initializer assigns it,
  `self.loginRepository = AppContainer.shared.resolve(LoginRepository.self)!`, its
  assignments and argument labels of its name aside, `post(…, userInfo: nil)`; held-out set
  208: 2 of 2 SPEC "no", set 296: 3 of 3; also through SwinjectAutoregistration's
  operator, `private let appSession: AppSession = resolver ~> AppSession.self`; held-out set
  273: 3 of 3 SPEC "no"): dead code to delete, not a dependency to hand in (held-out
  set 160: 9 of 9 not acted on), as `force_unwrapped_dependency` leaves a property its type
  never reads; one a SwiftUI view observes (`@ObservedObject`, `@StateObject`) is reported, as
  for `singleton_access`. So is a lookup in a `private` or `fileprivate` method nothing in the
  file names again (not an `@objc`, `@IBAction` or overriding one), as for
  `singleton_access`.
- **The container itself.** Pulling out the container (`let r =
  AppAssembly.shared.assembler.resolver`, a member named `…Container`, `…Resolver`,
  `…Assembler` or `…Injector`: `DependencyContainer.shared.injector`; held-out set 99) is no
  lookup of a dependency: each `r.resolve(X.self)` made with it is reported where it is made,
  once, and one that pulls out a screen is the next screen (below).
- **A shared instance the container backs.** A lookup that is the whole value of a type's
  shared instance (`extension Cache { static let shared =
  Container.shared.resolve(CacheProtocol.self)! }`) declares a singleton: its reads are where
  the dependency is hidden, and `singleton_access` reports them (held-out set 65: 1 of 1 not
  acted on, both its reads acted on).
- **Not a root by its name alone.** A type of the analyzed set named `…Container` whose
  instance methods are its own API, none resolving, making, building or registering
  (`actor SignedContainer { func dataFiles() … }`, a signed document), is no composition
  root: its lookups are reported (held-out set 26).
- **The root coordinator.** A wiring-named type that an entry point constructs
  (`AppCoordinator(window: window)` in a scene or application delegate, `@main`, an app
  extension's principal class) is the root of the composition: its lookups are wiring. The
  coordinators it builds in turn are consumers.
- **A generic resolution helper.** A lookup of one of its own function's generic parameters
  (`func makePresenter<T, U, A>(_ factory: ((U, A)) -> T, delegate: U) -> T { factory((delegate,
  try! container.resolve() as A)) }`) is the container's machinery filling a constructor: it
  names no dependency, and the call sites choose what is built.
- **A default the caller can replace.** `self.api = api ?? Container.shared.api()` where
  `api` is a parameter of the initializer, and the body of a parameterless `init()` beside
  an initializer that takes a dependency (`init() { self.init(api: Container.shared.api())
  }`, `init(api: API)`; also the app delegate cast there, `init() { managedObjectContext =
  (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext }` beside
  `init(for managedObjectContext: NSManagedObjectContext)`, a platform service counting as
  the dependency; held-out set 194: 1 of 1 SPEC "no"), and a whole labelled argument of `self.init(…)` in another
  initializer (`init(_ movie: Movie) { self.init(movie, genreHandler:
  DIContainer.shared.resolve()) }`; also SwinjectAutoregistration's `iocContainer ~>
  BudgetRenamer.self` there, read whole; held-out set 278: 52 of 52 SPEC "no"), and the body of a static factory that returns its
  own type or a protocol it adopts beside an initializer of that type that takes a
  dependency (`static func fromURL(_ url: String) -> ArticleViewModel?` building
  `ArticleViewModel(item:source:)` from `Services.shared`, a convenience initializer under
  a name): default-parameter injection written in a body. So is a class's closure
  property, not `private` or `lazy`, whose value is the closure holding the lookup (`var
  registerToBidCommand = { () -> CocoaAction in appDelegate().registerToBidCommand() }`):
  the caller sets another after construction, as tests do (held-out set 60: 4 of 4 not
  acted on); so are the fallbacks of an initializer's parameter further in (a local only
  they use, `let features = DIContainer.shared.featureContainer` then `comparison ??
  features.makeComparisonService()`; the `else` block of `if let` on the parameter; a private
  helper only they call, `createDefaultPatternTestingService()`; held-out set 64: 7 of 7 SPEC
  "no"). A class's property declared with a protocol of the set whose default is a lookup
  (`var service: DelegatedCustodyTransactionServiceAPI = DIKit.resolve()`) is not: it
  resolves when the class is built (held-out set 243, above; `singleton_access` keeps such a
  property holding a shared instance as the type's seam, held-out set 63).
- **The next screen, or a value.** A lookup whose key or type names part of a screen
  (`…ViewModel`, its short `…VM` (`AppDIContainer.shared.webViewVM()`; held-out set 70: 1 of
  1, SPEC "no"), also under the word a team adds to name its protocol
  (`FeedsViewModelProtocol`, `…ViewModelInterface`, `…ViewModelType`; held-out set 159: 15 of
  15 `Resolver.resolve()` lookups in views and view models SPEC "no"), `…View`, `…ViewController` and
  its short `…VC` (`Container.shared.resolve(DestinationListVC.self)!`; held-out set 207: 10 of
  10 SPEC "no"), `…Presenter`, ReactorKit's `…Reactor`, `…Module`, a window or a screen by what it
  inherits, whatever its name (`let window: UIWindow = DIContainer.shared.resolve()` to set its
  root screen; `SelectNaviagitonController`, a `UINavigationController` under a misspelled
  name; held-out set 313: 5 of 5 SPEC "no"), what makes one of these, a name above before
  `Factory` or `Builder` (`DIContainer.shared.resolve(ReadPageViewModelFactory.self)` to build
  the next screen; held-out set 315: 16 of 16 not acted on),
  `…Scene`, `…Screen`, and a screen's own interactor, named for it (`resolver.resolve(SetupInteractor.self)!` in
  `SetupViewController`'s Clean Swift `setup(resolver:)`, wired there to its presenter and
  router; held-out set 183: 2 of 2 SPEC "no"; another screen's interactor, or one a presenter
  or a service looks up, is a lookup); not a router or a coordinator, which the code navigates with:
  `_model = StateObject(wrappedValue:
  Container.shared.profileViewModel(router))`, `resolve(LoginViewController.self)`; a
  hand-made locator's member so named, `ServiceLocator.noticePresenter`, held-out set 41: 3
  of 3 SPEC "no") uses the
  container as the factory of screens, the seeds' "a root view creates its view model from
  the container". Feature flags looked up (a key or type named `…FeatureFlags`,
  `…FeatureFlagService`, `…FeatureFlagger`, `…FeatureToggles`, `…FeatureFlagProvider`,
  `…FeatureFlagsRepository` (held-out set 56):
  `ServiceLocator.featureFlagService.isFeatureFlagEnabled(.sideBySide)`) are build
  configuration read at run time, as for `singleton_access` (held-out set 41: 3 of 3 not
  acted on). A lookup of a value (a Factory key whose product is a URL, a path
  (`FilePath`), a number, a
  `…Config`, `…Configuration` or `…Options`, an enum, a struct with no instance methods, or
  a closure, also under a typealias of the set, `Factory<StubHandler>` beside `typealias
  StubHandler = (TargetType) -> StubBehavior` (held-out set 275: 1 of 1 SPEC "no"):
  `Container.shared.baseURL()`; a key so named, `AppEnvironment.default.configuration`;
  `resolve(TimeInterval.self, name: "timeout")`) reads configuration, not a collaborator
  (but a protocol under such a name, `ConfigProtocol` or `EditorConfigurationProtocol`, is a
  seam the container fills and tests replace, and its lookup is flagged: held-out set 274: 3
  of 3 acted on; and a configuration the container keeps in a `var` its users set,
  `KeyboardDependencyContainer.shared.configuration.haptics = newValue`, is the app's mutable settings
  reached through the container, and is flagged; held-out set 28: 227 lookups). A
  formatter (`…Formatter`) built from a value, `Resolver.resolve(ThresholdFormatter.self,
  args: threshold)`, is a helper like `DateFormatter`, the container its factory (held-out
  set 15: 6 of 6 such lookups in views not acted on).
  A lookup without a type argument is read as the type its declaration is annotated with
  (`let reactor: InboxReactor = Resolver.resolve()`; also a hand-made locator's argumentless
  generic getter, `getService()`, `service()`, `getDependency()` or `getInstance()`: `private
  let configuration: ConfigurationServiceProtocol = ServiceLocator.shared.getService()!`,
  one finding per type it fills; held-out set 277: each screen's lookups were one finding
  named 'getService'), the result of the function whose whole
  body it is (Resolver's `Resolving` factory, `func makeViewModel() -> QRViewModel { return
  resolver.resolve() }`; held-out set 164: a screen's own view model, SPEC "no"), or the type of the stored property it
  is assigned to, whole or in a wrapper (`_viewModel = Bindable(Resolver.resolve())` beside
  `@Bindable private var viewModel: PlayerViewModel`; held-out set 90: 2 of 2 SPEC "no"), or
  the part of a screen the labelled argument it is handed as names
  (`DetailTreeView(viewModel: Resolver.resolve(args: tree))` in a navigation link: the next
  screen's view model; held-out set 195: 1 of 1 SPEC "no"); so `let accountStorage:
  UserWalletManager = Resolver.resolve()` is the same dependency as a
  `Resolver.resolve(UserWalletManager.self)` of the same type, one finding (held-out set 276:
  1 of 1 second finding SPEC "no").
  A logger is ambient here as for `singleton_access` (`EnvContainer.shared.logger("quicklook")`,
  a key or type named like a logger, also with a protocol's or service's words after it,
  `LoggerServiceInterface`; held-out set 35: 10 of 10 not acted on; set 115: 5 of 5 SPEC
  "no"), and so is what
  makes one (a logger name before `Factory`, `Builder` or `Provider`:
  `DI.container.resolve(LoggerProvider.self)`; held-out set 39: 1 of 1, SPEC "no"), and so
  is an error or crash reporter, named as `singleton_access` names it
  (`Resolver.resolve(ErrorReporting.self)` logging to Sentry; held-out set 263: 4 of 4 not
  acted on, 1 SPEC "no"), and so is the app's locale provider, named as `singleton_access`
  names it (`var localization: Localization = inject()` in a storyboard-made label localizing
  its text; held-out set 268: 3 of 3 not acted on).
  An analytics event a view, a screen or a coordinator sends through a member named for
  analytics or telemetry is read as `singleton_access` reads it (a call naming or handing in
  its event: `AppDelegate.shared.context.analyticsService.logEvent(ScreenViewEvent(…))` in
  `viewDidAppear`, `ServiceLocator.analytics.track(.couponsListCreateTapped)` in a button's
  action; held-out set 94: 3 of 3 not acted on, as set 41's screens and views), and so is the
  analytics a view resolves into a `private` property only to send its events through
  (`self.analytics = diContainer.resolve(AnalyticsService.self)` in its initializer, then
  `analytics?.logEngagement(view: self)`; held-out set 272: 16 of 16 not acted on, SPEC
  "no"; a type named for analytics in the singular too, `PillicanAnalyticManager`; held-out
  set 296: 12 SPEC "no"), and an analytics type looked up and called with the event in place
  (`Resolver.resolve(AnalyticsManager.self).log(event: .historySendClickTransaction)` in a
  row's tap, a coordinator's static error log; held-out set 276: 3 of 3 SPEC "no"); a view
  model or a service sending it is flagged. So is an ambient UI service a view looks up (a toast, a
  snackbar, a HUD, haptics, a loading overlay, an in-app banner, named as `singleton_access`
  names them: `Container.shared.toastManager.resolve()` in views showing the app's toast;
  held-out set 239: 5 of 5 not acted on); a view model looking it up to show a toast from its
  request code is flagged (10 of 10 acted on there).
  A service looked up next to them is flagged.
- **Debug tooling.** Code of a type named with `Debug`, `Diagnostic` or the word `QA` (or
  inside one), an `Internal…` or `Developer…` screen, a function named `debug…`, code under `#if DEBUG`,
  `#if targetEnvironment(simulator)` or `#if !PRODUCTION` (a release flag negated: also
  `!PROD`, `!RELEASE`, `!APPSTORE`, `!APP_STORE`), and a
  screen only such code opens (a tester screen a debug button presents; held-out set 26: 6
  of 6 lookups in one not acted on), code in a folder named with `Debug` or the word `QA`
  (`Profile Tab/QA Features/`, spaces aside, where the tester screens keep the view models only they
  build; held-out set 56: 2 of 2 not acted on), and preview scaffolding: a type named `…Previews` or
  `…PreviewWrapper`, code in a folder of it (`Preview Content`, `Preview Helpers`, as for
  `singleton_access`) and a static preview or fixture (`static var preview: SessionViewModel {
  (NSApp.delegate as! AppDelegate).coordinator … }`; held-out set 32: 2 of 2 not acted
  on). So is code deprecated on every platform (`@available(*, deprecated, message: …)` on
  it or a declaration around it): deleted rather than reworked. `singleton_access` describes
  the same judgment.
- **An extension of a platform type.** A lookup in an extension of a type or protocol the
  analyzed set does not declare (`extension Publisher { func sinkOnMain(…) { …
  receive(on: Container.shared.mainScheduler()) … } }`), which has no initializer to take
  what it resolves, as for `singleton_access` (held-out set 119: 1 of 1 not acted on). The
  app delegate reached there keeps the rules above. An extension named by a typealias of its
  file (`typealias SpotifyProvider = MoyaProvider<Spotify>`, then `extension SpotifyProvider
  { static let keychain = Config.resolver.resolve(Keychain.self)! }`) extends the app's own
  configured type and is flagged (held-out set 101: 3 of 3 acted on).
- **Entry points the system instantiates** (a SwiftUI `App` and a `Scene` of the app's own, an App Intent or its
  `EntityQuery`, an `NSScriptCommand`, a VPN's `NEPacketTunnelProvider`, a screen saver's
  `ScreenSaverView`, a command-line tool's Argument Parser `ParsableCommand`, a share or
  action extension's principal class under its template name (`ShareViewController`,
  `ActionViewController`: the `Info.plist` names it, and dilint reads Swift only), and an
  extension of such a system type itself: `extension AppIntent { var appDelegate: AppDelegate
  { … } }`): composition root, as in `singleton_access`.

## Why it matters

A type that pulls its collaborators out of a container hides them: its initializer promises
nothing, so callers and tests learn what it needs only when a lookup fails at run time, often
as a crash on a force unwrap. Every test has to configure the global registry first, tests
that share it leak into each other, and a missing registration is found by users instead of
the compiler. Receiving the collaborators through the initializer makes them part of the
type's contract, and leaves the container where it belongs: in the composition root.

## Flagged

```swift
let container = Container()

final class ProfileViewModel {
    func load() {
        let users = container.↓resolve(UserService.self)!
        let cache = container.↓resolve(Cache.self, name: "disk")
        let images = container.↓resolveOptional(ImageLoader.self)
        let analytics = container.↓get(Analytics.self)
        let clock: Clock = try container.↓resolve()
    }
}
```

### A view model's protocol-typed property resolved as its default

```swift
import Combine
import Resolver

protocol DataCoordinator: AnyObject {
    var isSignedIn: Bool { get }
    func logout()
}

final class ContentVM: ObservableObject {
    @Published var dataCoordinator: DataCoordinator = Resolver.↓resolve()
    @Published var isLoginPresented = false

    init() { isLoginPresented = !dataCoordinator.isSignedIn }

    func logout() { dataCoordinator.logout() }
}
```
> message: 'ContentVM' resolves 'DataCoordinator' from the container 'Resolver' at run time; inject it through the initializer instead

### One lookup, one message

```swift
final class OrdersPresenter {
    func start() {
        let api = container.↓resolve(OrdersAPI.self)!
    }
}
```
> message: 'OrdersPresenter' resolves 'OrdersAPI' from the container 'container' at run time, force-unwrapped so it crashes when it is not registered; inject it through the initializer instead

### One container, through its parameter, `self` and a closure's `weakSelf`

A type outside `container_injection`'s names handed the container keeps one finding per
dependency here.

```swift
final class MailboxSync {
    private let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
        let db = resolver.↓resolve(MailboxDatabase.self)!
        db.prepare()
    }

    func refresh() {
        let db = self.resolver.resolve(MailboxDatabase.self)!
        db.load { [weak self] in
            guard let weakSelf = self else { return }
            weakSelf.resolver.resolve(MailboxDatabase.self)!.save()
        }
    }
}
```
> message: 'MailboxSync' resolves 'MailboxDatabase' from the container 'resolver' at run time, force-unwrapped so it crashes when it is not registered; inject it through the initializer instead

### Without a force unwrap

```swift
final class OrdersPresenter {
    func start() {
        let api = container.↓resolve(OrdersAPI.self)
    }
}
```
> message: 'OrdersPresenter' resolves 'OrdersAPI' from the container 'container' at run time; inject it through the initializer instead

### A default's helper called elsewhere too

```swift
final class ReportViewModel {
    let tester: PatternTester
    init(tester: PatternTester? = nil) {
        self.tester = tester ?? Self.makeTester()
    }
    func reload() -> PatternTester { Self.makeTester() }
    private static func makeTester() -> PatternTester {
        PatternTester(provider: AppContainer.shared.↓resolve(PatternProvider.self)!)
    }
}
```

### A static accessor that only resolves its own type

A static function of no parameters whose result is its own type and whose body is one
lookup (`static func newInstanse() -> DataSource { return Resolver.resolve() as DataSource
}`) hands out the registered instance under another name: each call from another type is
that lookup, reported at the call, and the accessor's own resolve is not (held-out set 178:
18 calls in a store and screens, none found before).

```swift
import Resolver
import UIKit

final class TrainingStore {
    static func current() -> TrainingStore {
        return Resolver.resolve() as TrainingStore
    }

    func trainings() -> [String] { [] }
}

final class TrainingListViewController: UIViewController {
    func reload() {
        let all = TrainingStore.↓current().trainings()
        title = "\(all.count)"
    }
}
```

### A static generic facade over a private assembler

```swift
import Swinject

class DependenceProvider {
    private static let assembler = Assembler([NetworkingAssembly(), AuthServiceAssembly()])

    static func resolve<T>() -> T {
        return assembler.resolver.resolve(T.self)!
    }
}

final class ProfileLoader {
    func load() {
        let authService: AuthServiceProtocol = DependenceProvider.↓resolve()
        authService.refresh()
    }
}
```

### A resolution helper under another name

```swift
extension Resolver {
    func force<Service>(_ serviceType: Service.Type) -> Service {
        resolve(serviceType)!
    }
}

final class WalletController {
    func startPresentation() {
        let session = DIGraph.shared.resolver.↓force(SessionCoordinator.self)
    }
}
```
> message: 'WalletController' resolves 'SessionCoordinator' from the container 'DIGraph.shared.resolver' at run time; inject it through the initializer instead

### SwinjectAutoregistration's resolution operator

A global container read with `~>` in a view and a view model, one finding per dependency
per type; the same operator in a `register` closure is wiring.

```swift
import Swinject
import SwinjectAutoregistration

let iocContainer = Container()

func setup(iocContainer: Container) {
    iocContainer.register(ArticleViewModel.self) { r in ArticleViewModel(library: r ~> ArticleLibrary.self) }
}

struct ArticleDetailView: View {
    private let library = iocContainer↓~>ArticleLibrary.self
    var body: some View { Text("\(library)") }
}
```
> message: 'ArticleDetailView' resolves 'ArticleLibrary' from the container 'iocContainer' at run time, force-unwrapped so it crashes when it is not registered; inject it through the initializer instead

### SwinjectAutoregistration's operator with a name

```swift
final class CommentViewModel {
    private let tracker = iocContainer↓~>(ActivityTracker.self, name: "comments")
    func open() { print(tracker) }
}
```
> message: 'CommentViewModel' resolves 'ActivityTracker' from the container 'iocContainer' at run time, force-unwrapped so it crashes when it is not registered; inject it through the initializer instead

### A global app delegate declared by an app and its watch extension

```swift file=Sources/iOS/Main.swift
var appDelegate: AppDelegate = {
    return UIApplication.shared.delegate as! AppDelegate
}()

final class AppDelegate: UIResponder, UIApplicationDelegate {
    let dataManager = DataManager()
}
```
```swift file=Sources/Watch/Main.swift
var appDelegate: ExtensionDelegate = {
    return WKExtension.shared().delegate as! ExtensionDelegate
}()

final class ExtensionDelegate: NSObject, WKExtensionDelegate {
    let dataManager = DataManager()
}
```
```swift file=Sources/iOS/WorkoutListViewController.swift
final class WorkoutListViewController: UITableViewController {
    func reload() {
        let workouts = ↓appDelegate.dataManager.workouts()
    }
}
```

### Resolver and hand-made locators

```swift
final class FeedPresenter {
    private lazy var feed: FeedAPI = Resolver.↓resolve()

    func start() {
        let cache: FeedCache? = Resolver.↓optional()
        ServiceLocator.shared.↓resolve(Analytics.self).track("feed")
        ServiceLocator.↓tracker.track("start")
        let images = locator.↓imageLoader()
        let api = serviceLocator.↓get(FeedAPI.self)
        let store = serviceLocator.↓service(named: "store")
        print(feed)
    }
}
```

### A SwiftUI view building its own content's view model from the resolver

```swift
import Swinject

protocol BetRepository {}

final class MatchBetListViewModel: ObservableObject {
    init(repository: BetRepository) {}
}

struct MatchBetListContent: View {
    let viewModel: MatchBetListViewModel
    var body: some View { Text("bets") }
}

public struct MatchBetListView: View {
    @Environment(\.diResolver) private var diResolver: Resolver
    public var body: some View {
        NavigationStack {
            MatchBetListContent(viewModel: MatchBetListViewModel(repository: diResolver.↓resolve(BetRepository.self)!))
        }
    }
}
```

### A navigation route's lookup used in place

```swift
import Resolver

protocol Analytics { func track(_ name: String) }

enum ProfileRoute: Hashable {
    case settings

    func trackOpened() {
        Resolver.↓resolve(Analytics.self).track("profile.\(self)")
    }
}
```

### Hand-made registries

```swift
final class HomeScreenModel {
    func refresh() {
        let store: HomeStore = globalAppStateContainer.↓get()
        Dependencies.↓urlOpener.open(store.helpURL)
    }
}
```
```swift file=Sources/App/DI/Dependencies.swift
final class Dependencies {
    static let shared = Dependencies()
    static var urlOpener: URLOpener { shared.resolve() }
    func resolve<T>() -> T { fatalError() }
}
```

A class named for providing dependencies, holding the app's services behind its shared
instance: its own code builds them; every other type's reach is a lookup, one per
dependency and type.

```swift file=Sources/App/AppDependencyProvider.swift
protocol DependencyProvider {
    var appSettings: AppSettings { get }
    var downloadManager: DownloadManager { get }
}

final class AppDependencyProvider: DependencyProvider {
    static var shared: DependencyProvider = AppDependencyProvider()
    let appSettings: AppSettings = AppUserDefaults()
    let downloadManager = DownloadManager(blocking: ContentBlocking.shared.rules)
}

final class DownloadsListViewModel {
    func refresh() {
        AppDependencyProvider.shared.↓downloadManager.reload()
        AppDependencyProvider.shared.downloadManager.prune()
    }

    func cancelAll() { AppDependencyProvider.shared.downloadManager.cancelAll() }
}
```
> message: 'DownloadsListViewModel' pulls 'downloadManager' from the service locator 'AppDependencyProvider.shared'; inject it through the initializer instead

### A hand-made container with one method per dependency

```swift
class Container {
    static let shared: Container = Container()
    private lazy var authService = AuthService()
    func resolveAuthService() -> AuthService { authService }
    func resolveTrackerService() -> TrackerService { TrackerService.shared }
}

final class AuthService { func signIn() {} }

final class TrackerService {
    static let shared = TrackerService()
    func refresh() {}
}

final class LoginViewModel {
    private let authService = Container.shared.↓resolveAuthService()
    func login() { authService.signIn() }
}
```
> message: 'LoginViewModel' resolves 'AuthService' from the shared container 'Container.shared'; inject it through the initializer instead

### A hand-made container looked up by key path

```swift
final class ServiceContainer {
    static let shared = ServiceContainer()
    var friendsService: FriendsService?
    func service<T>(for keyPath: KeyPath<ServiceContainer, T?>) throws -> T {
        guard let service = self[keyPath: keyPath] else { throw ServiceError.missing }
        return service
    }
}

enum ServiceError: Error { case missing }
final class FriendsService { func fetch() {} }

final class UserService {
    func load() throws {
        let friends = try ServiceContainer.shared.↓service(for: \.friendsService)
        friends.fetch()
    }

    func deleteAccount() {
        ServiceContainer.shared.friendsService?.fetch()
    }
}
```
> message: 'UserService' resolves 'friendsService' from the shared container 'ServiceContainer.shared'; inject it through the initializer instead

### A theme that also keeps a service

```swift
import SwiftUI

struct Typography {
    let title = Font.custom("Jost-Bold", size: 32)
    let body = Font.custom("Jakarta", size: 14)
}

final class ThemeService: ObservableObject {
    @Published var typography = Typography()
    let sync: SyncService = SyncService()
}

final class SyncService {}

final class AppContainer {
    static let shared = AppContainer()
    func resolve<T>() -> T { fatalError() }
}

struct JournalView: View {
    @StateObject private var theme: ThemeService = AppContainer.shared.↓resolve()
    var body: some View { Text("Journal").font(theme.typography.title) }
}
```

### A registry's façade of static accessors

```swift file=Sources/Common/ServiceRegistry.swift
open class ServiceRegistry {
    private static var services: [String: Any] = [:]
    public class func put<T>(service: T, for type: T.Type) { services["\(type)"] = service }
    public class func service<T>(for type: T.Type) -> T { services["\(type)"] as! T }
}
```

```swift file=Sources/Application/ApplicationServiceRegistry.swift
public class ApplicationServiceRegistry: ServiceRegistry {
    public static var walletService: WalletService { return service(for: WalletService.self) }
    public static var recoveryService: RecoveryService { return service(for: RecoveryService.self) }
    public static var settingsService: SettingsService { service(for: SettingsService.self) }
}
```

```swift file=Sources/App/AppDelegate.swift
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ApplicationServiceRegistry.put(service: WalletService(), for: WalletService.self)
        return true
    }
}
```

```swift file=Sources/App/ENSInputViewController.swift
final class ENSInputViewController: UIViewController {
    func resolve(_ name: String) -> String? {
        ApplicationServiceRegistry.↓walletService.address(of: name)
    }
}
```
> message: 'ENSInputViewController' pulls 'walletService' from the service locator 'ApplicationServiceRegistry'; inject it through the initializer instead

### A global service hub

```swift
let Env = Environment()

final class Environment {
    lazy var servicesProvider: ServicesProvider.Client = { ServicesProvider.Client() }()
    let userSessionStore = UserSessionStore()
    let betslipManager: BetslipManager = BetslipManager()
    var locale = Locale.autoupdatingCurrent
}

final class UserSessionStore {
    func logout() {}
}

final class BetslipManager {}

final class ProfileViewController: UIViewController {
    func signOut() {
        Env.↓userSessionStore.logout()
    }
}
```
> message: 'ProfileViewController' pulls 'userSessionStore' from the service locator 'Env'; inject it through the initializer instead

### A static hub, and a group of services it keeps

```swift file=Sources/Services/ServiceHub.swift
public protocol ServiceHub: AnyObject {
    var droneConnectionService: DroneConnectionService { get }
    var drone: DroneServices { get }
}

public final class DroneConnectionService { func connect() {} }
public final class MissionStore { func load() {} }
public final class LocationService { func start() {} }
public final class ZoomService { func zoom(to level: Double) {} }
public final class TiltService { func tilt(to angle: Double) {} }
public final class RthService { func returnHome() {} }
public final class ExposureService { func lock() {} }
public final class CellularService { func pair() {} }

public struct DroneServices {
    public let zoomService: ZoomService
    public let tiltService: TiltService
    public let rthService: RthService
    public let exposureService: ExposureService
    public let cellularService: CellularService
}

final class ServiceHubImpl: ServiceHub {
    let droneConnectionService = DroneConnectionService()
    let missionStore = MissionStore()
    let locationService = LocationService()
    let drone: DroneServices

    init() {
        drone = DroneServices(
            zoomService: ZoomService(), tiltService: TiltService(), rthService: RthService(),
            exposureService: ExposureService(), cellularService: CellularService())
    }
}

public enum Services {
    public private(set) static var hub: ServiceHub!

    public static func createInstance() -> ServiceHub {
        hub = ServiceHubImpl()
        return hub
    }
}
```

```swift file=Sources/HUD/DroneActionViewModel.swift
final class DroneActionViewModel {
    func takeOff() {
        Services.hub.↓droneConnectionService.connect()
    }
}
```
> message: 'DroneActionViewModel' pulls 'droneConnectionService' from the service locator 'Services.hub'; inject it through the initializer instead

```swift file=Sources/HUD/ZoomSliderViewModel.swift
final class ZoomSliderViewModel {
    func zoomIn() {
        Services.hub.drone.↓zoomService.zoom(to: 2)
    }
}
```
> message: 'ZoomSliderViewModel' pulls 'zoomService' from the service locator 'Services.hub.drone'; inject it through the initializer instead

### A static service namespace

```swift
struct Environment {
    static let connectionService = ConnectionService()
    static let commandService = CommandService()
    static let telemetryService = TelemetryService()
    static let mapViewController = MapViewController()
}

final class ConnectionService { func connect() {} }
final class CommandService { func upload(_ mission: [String]) {} }
final class TelemetryService { func subscribe() {} }
final class MapViewController: UIViewController {}

final class MissionViewController: UIViewController {
    func upload() {
        Environment.↓commandService.upload(["takeoff"])
        present(Environment.mapViewController, animated: true)
    }
}
```
> message: 'MissionViewController' pulls 'commandService' from the service locator 'Environment'; inject it through the initializer instead

### A static service namespace of protocols built through replaceable metatypes

```swift
final class Services {
    private static var caseManagingType: CaseManaging.Type = CaseManager.self
    private static var configManagingType: ConfigManaging.Type = ConfigManager.self
    private static var pairingManagingType: PairingManaging.Type = PairingManager.self

    static func use(_ caseManager: CaseManaging.Type) { caseManagingType = caseManager }

    static private(set) var caseManager: CaseManaging = caseManagingType.init()
    static private(set) var configManager: ConfigManaging = configManagingType.init()
    static private(set) var pairingManager: PairingManaging = {
        pairingManagingType.init()
    }()
}

protocol CaseManaging { init(); var tasks: [String] { get } }
protocol ConfigManaging { init(); var symptoms: [String] { get } }
protocol PairingManaging { init(); func pair(code: String) }

final class CaseManager: CaseManaging { var tasks: [String] = [] }
final class ConfigManager: ConfigManaging { var symptoms: [String] = [] }
final class PairingManager: PairingManaging { func pair(code: String) {} }

final class UnfinishedTasksViewModel {
    let tasks: [String]
    init() { tasks = Services.↓caseManager.tasks }
}
```
> message: 'UnfinishedTasksViewModel' pulls 'caseManager' from the service locator 'Services'; inject it through the initializer instead

### A static service namespace handing out private static services

```swift
class Services {
    private static var userServiceSingleton = UserService()
    private static var postServiceSingleton = PostService()
    private static var storageSingleton = StorageService()

    static var userService: UserService { return userServiceSingleton }
    static var postService: PostService { return postServiceSingleton }
    static var storageService: StorageService { storageSingleton }
}

final class UserService { func currentUser() {} }
final class PostService { func feed() {} }
final class StorageService { func upload() {} }

final class FeedViewController: UIViewController {
    func load() { Services.↓postService.feed() }
}
```
> message: 'FeedViewController' pulls 'postService' from the service locator 'Services'; inject it through the initializer instead

### A global service hub of lazily built services, under the name `Current`

A `let` of a class, which no test can replace (Point-Free's `Current` world is a `var`):

```swift
let Current = World()

class World {
    lazy var apiClient = APIClient()
    lazy var userManager = UserManager()
    lazy var loginService = LoginService()
    var onboardingTrackingId: String?
}

final class APIClient {}
final class UserManager {}
final class LoginService {}

final class WalletViewModel {
    func refresh() {
        Current.↓apiClient.fetchWallet()
    }
}
```
> message: 'WalletViewModel' pulls 'apiClient' from the service locator 'Current'; inject it through the initializer instead

### The app delegate as a locator

```swift
final class SettingsController {
    func signOut() {
        (UIApplication.shared.delegate as! ↓AppDelegate).session.end()
        AppDelegate.shared.router.showLogin()
    }
}

final class MenuController {
    func refresh() {
        guard let app = NSApp.delegate as? ↓AppDelegate else { return }
        app.reload()
    }
}

final class NoteHistoryController {
    func save() {
        SPAppDelegate.↓shared().simperium.save()
    }
}

final class ExtensionDelegate: NSObject, WKExtensionDelegate {
    var loopManager: LoopDataManager!
    static func shared() -> ExtensionDelegate { WKExtension.shared().delegate as! ExtensionDelegate }
}

final class AddCarbsInterfaceController: WKInterfaceController {
    func save() {
        ExtensionDelegate.↓shared().loopManager.addCarbEntry()
    }
}

final class UserSessionsFlowCoordinator {
    func verify(_ session: Session) {
        AppDelegate.↓theDelegate().presentCompleteSecurity(for: session)
    }
}
```

```swift file=Sources/App/MainFeedViewController.swift
@MainActor var appDelegate: AppDelegate!

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    override init() {
        super.init()
        appDelegate = self
    }
    func manualRefresh() {}
    func refreshAll() { appDelegate.manualRefresh() }
}

final class MainFeedViewController: UIViewController {
    func refresh() {
        ↓appDelegate.manualRefresh()
        appDelegate.window?.isHidden = false
    }
}

extension NSApplication {
    var scriptingSelection: [String] { appDelegate.selectedTitles }
    var scriptingTitles: [String] { (delegate as? AppDelegate)?.selectedTitles ?? [] }
}
```
> message: 'MainFeedViewController' uses 'appDelegate' as a service locator; inject what it needs through the initializer instead

A helper the delegate's own file keeps private can only be called there: it is the
delegate's own code. The same helper open to the app is a locator for every caller.

```swift file=Sources/App/AppDelegate.swift
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var shared: AppDelegate?
    var sceneManager = SceneManager()
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppDelegate.shared = self
        Environment.current.sceneManager = application.typedDelegate.sceneManager
        return true
    }
}

private extension UIApplication {
    var typedDelegate: AppDelegate {
        guard let appDelegate = AppDelegate.shared else { return delegate as! AppDelegate }
        return appDelegate
    }
}

extension UIScene {
    var appDelegate: AppDelegate? { AppDelegate.↓shared }
}
```

```swift file=Sources/App/WindowManagerDelegate.swift
final class WindowHistory {
    private var rects: [Int: CGRect] = [:]
    func lastRect(for id: Int) -> CGRect? { rects[id] }
}

final class Updater {
    func checkForUpdates() {}
}

final class AppDelegate: NSObject, NSApplicationDelegate {
    static let windowHistory = WindowHistory()
    static let updater = Updater()
    static var isActive = false

    func applicationDidFinishLaunching(_ notification: Notification) {
        _ = AppDelegate.windowHistory.lastRect(for: 0)
    }
}

final class RestoreAction {
    func run(id: Int) -> CGRect? {
        AppDelegate.updater.checkForUpdates()
        if AppDelegate.isActive { return nil }
        return AppDelegate.↓windowHistory.lastRect(for: id)
    }
}
```

### The app delegate `main.swift` builds

```swift file=Sources/App/main.swift
import Cocoa

let delegate = AppDelegate()
NSApplication.shared.delegate = delegate
_ = NSApplicationMain(CommandLine.argc, CommandLine.unsafeArgv)
```

```swift file=Sources/App/AppDelegate.swift
final class AppDelegate: NSObject, NSApplicationDelegate {
    var pluginManager: PluginManager!
}

final class PluginManager {
    func enable(_ id: String) {}
}
```

```swift file=Sources/App/EnablePluginIntentHandler.swift
final class EnablePluginIntentHandler: NSObject {
    func handle(_ id: String) {
        ↓delegate.pluginManager.enable(id)
    }
}
```

```swift file=Sources/App/RunScript.swift
private extension Process {
    var pluginCount: Int { delegate.pluginManager == nil ? 0 : 1 }
}
```
> message: 'EnablePluginIntentHandler' uses 'delegate' as a service locator; inject what it needs through the initializer instead

### A file-scope function handing out the app delegate

Each call is a lookup where it is made, as a file-scope variable's read is (one that only
sets a member hands something in); the function's own cast is the locator's declaration, not
a finding.

```swift file=Sources/App/Global.swift
func getAppDelegate() -> ApplicationDelegate {
    UIApplication.shared.delegate as! ApplicationDelegate
}

final class ApplicationDelegate: UIResponder, UIApplicationDelegate {
    var encryptionKey: Data?
    func updateStoryboard() {}
}

final class LoadEntryViewController: UIViewController {
    func unlocked(with key: Data) {
        getAppDelegate().encryptionKey = key
        ↓getAppDelegate().updateStoryboard()
    }
}
```
> message: 'LoadEntryViewController' uses 'getAppDelegate' as a service locator; inject what it needs through the initializer instead

### The app delegate's container: one lookup, one finding

```swift
final class OnboardingLauncher {
    func showOnboarding(from context: UIViewController) {
        let onboarding = AppDelegate.shared?.injection.↓resolve(OnboardingService.self)!
        onboarding?.start(from: context)
    }
}
```
> message: 'OnboardingLauncher' resolves 'OnboardingService' from the container 'AppDelegate.shared.injection' at run time, force-unwrapped so it crashes when it is not registered; inject it through the initializer instead

### A screen reached through the app delegate's window

```swift
final class ChatRouter {
    static var current: ChatSplitViewController? {
        (UIApplication.shared.delegate as? ↓AppDelegate)?.window?.rootViewController as? ChatSplitViewController
    }
}
```

### A screen reached through the app delegate

The screen itself may come from a container; reaching the container through the app
delegate is still the app delegate used as a locator.

```swift
final class AppRouter {
    func showOnboarding(from context: UIViewController) {
        let onboarding = AppDelegate.↓shared?.injection.resolve(OnboardingViewController.self)!
        context.present(onboarding!, animated: true)
    }
}
```
> message: 'AppRouter' uses 'AppDelegate.shared' as a service locator; inject what it needs through the initializer instead

### Factory's shared container

```swift
final class CartStore {
    private let api = Container.shared.↓cartAPI()

    func refresh() {
        print(api)
        let pricing = Container.shared.pricing.↓resolve()
        let item = Container.shared.↓itemPricing(itemID)
    }
}
```
```swift file=Sources/App/DI/Containers.swift
final class FeatureContainer: SharedContainer {
    static let shared = FeatureContainer()
    let manager = ContainerManager()
}
```
```swift file=Sources/App/Reader.swift
struct Reader {
    func open() {
        let session = FeatureContainer.shared.↓readerSession()
    }
}
```

### Factory 2's key paths

```swift
final class SyncService {
    private let clock = ↓resolve(\SharedToolingContainer.clock)

    func sync() {
        print(clock)
        let api = ↓resolve(\Container.syncAPI)
        Container.shared.↓resolve(\.analytics).track("sync")
        ↓resolve(\.pasteboard).copy("done")
    }
}

extension Container {
    var pasteboard: Factory<PasteboardService> { self { LivePasteboard() } }
}
```

### DIKit's global `resolve()`

DIKit's `resolve()` without its module, in a file that imports DIKit (held-out set 47: 175
such arguments in one app, none found before). A lookup that names no type is named by the
type it is declared or cast as, else by the argument it fills: the same one twice in a type
is one finding.

```swift
import DIKit

final class DashboardAdapter {
    func start() {
        let picker = AccountPicker(app: ↓resolve(), coincore: ↓resolve())
        picker.run()
        observers.insert(↓resolve() as TabSwapping)
        let router: KYCRouterAPI = ↓resolve()
        router.start()
    }

    func refresh() {
        let again = AccountPicker(app: resolve(), coincore: resolve())
        again.run()
        let router: KYCRouterAPI = DIKit.resolve()
        router.restart()
    }
}
```

### A generic resolver of the app's own

```swift
private let engine = Engine()

public func inject<T>() -> T {
    engine.resolve(key: String(describing: T.self)) as! T
}

protocol WalletRouterInterface { func show() }
protocol LoaderInterface { func show() }
protocol AppColorInterface { var background: UIColor { get } }
protocol LoggerServiceInterface { func log(_ message: String) }

final class WalletViewController: UIViewController {
    private lazy var router: WalletRouterInterface = ↓inject()
    private lazy var colors: AppColorInterface = inject()
    private lazy var logger: LoggerServiceInterface = inject()

    func open() {
        (↓inject() as LoaderInterface).show()
        router.show()
        view.backgroundColor = colors.background
    }
}
```

### A generic resolver method of an extension, called on a container

```swift
extension Resolver {
    func autoresolve<T>() -> T! {
        resolve(T.self)
    }
}

protocol DBClient { func setup() }

struct SessionRestorer {
    private let session: UserSession

    init(session: UserSession) {
        self.session = session
    }

    func start() {
        let client: DBClient = session.container.↓autoresolve()
        client.setup()
    }

    func stop() {
        let client: DBClient = session.container.autoresolve()
        client.setup()
    }
}
```
> message: 'SessionRestorer' resolves 'DBClient' from the container 'session.container' at run time; inject it through the initializer instead

### A library's type configured by a typealias of the app

```swift
import Moya

typealias SpotifyProvider = MoyaProvider<Spotify>

extension SpotifyProvider {
    static let keychainService: KeychainServiceProtocol = Config.resolver.↓resolve(KeychainServiceProtocol.self)!
}
```
> message: 'SpotifyProvider' resolves 'KeychainServiceProtocol' from the container 'Config.resolver' at run time, force-unwrapped so it crashes when it is not registered; inject it through the initializer instead

### An untyped lookup named by its annotation

```swift
import DIKit

final class KYCController {
    func retry() {
        let presenter: AlertPresenterAPI = ↓resolve()
        presenter.show()
    }
}
```
> message: 'KYCController' resolves 'AlertPresenterAPI' from the container 'DIKit' at run time; inject it through the initializer instead

### The key, not the verb

```swift
final class SyncService {
    func sync() {
        Container.shared.↓resolve(\.tracker).track("sync")
    }
}
```
> message: 'SyncService' resolves 'tracker' from the shared container 'Container.shared'; inject it through the initializer instead

### A hand-made shared container

```swift
final class AppContainer {
    static let shared = AppContainer()
    lazy var userService = UserService()
    func makeSessionStore() -> SessionStore { SessionStore(users: userService) }
}

final class ProfileController {
    func open() {
        let users = AppContainer.shared.↓userService
        let session = AppContainer.shared.↓makeSessionStore()
    }
}
```

### A hand-made container's generic method, in a request router's protocol extension

```swift
final class DIContainer {
    static let shared = DIContainer()
    private let container = Container()
    func getDependency<Dependency>(type: Dependency.Type) -> Dependency { container.resolve(Dependency.self)! }
}

protocol ApiRouter {
    var path: String { get }
}

extension ApiRouter {
    var securityHeader: [String: String] {
        let authManager = DIContainer.shared.↓getDependency(type: AuthenticationManagerType.self)
        return authManager.headers
    }
}
```
> message: 'ApiRouter' resolves 'AuthenticationManagerType' from the shared container 'DIContainer.shared'; inject it through the initializer instead

### A configuration the container keeps as state its users change

```swift
open class KeyboardDependencyContainer {
    public static let shared = KeyboardDependencyContainer()
    public var configuration: KeyboardConfiguration {
        didSet { try? ConfigurationStore.save(configuration) }
    }
    init() { configuration = KeyboardConfiguration() }
}

final class KeyboardSettingsViewModel {
    var enableHaptics: Bool {
        get { KeyboardDependencyContainer.shared.↓configuration.haptics }
        set { KeyboardDependencyContainer.shared.configuration.haptics = newValue }
    }
}
```
### A configuration protocol looked up by a service

```swift
import Swinject

final class OfflineSyncManager {
    private let persistence: OfflineSyncPersistence

    init(persistence: OfflineSyncPersistence) {
        self.persistence = persistence
    }

    func syncCookies() {
        guard let config = Container.shared.↓resolve(ConfigProtocol.self) else { return }
        persistence.setCookies(for: config.baseURL)
    }
}
```
> message: 'OfflineSyncManager' resolves 'ConfigProtocol' from the container 'Container.shared' at run time; inject it through the initializer instead

### A bag of services with one shared instance

```swift
struct HomeCard {
    let url: String
    func archive() { Services.shared.↓source.archive(from: url) }
}
```
```swift file=Sources/App/Services.swift
protocol Source { func archive(from url: String) }
final class LiveSource: Source { func archive(from url: String) {} }
final class Tracker {}
final class User {}

struct Services {
    static let shared = Services()
    let source: Source
    let tracker: Tracker
    let user: User
    private init() {
        source = LiveSource()
        tracker = Tracker()
        user = User()
    }
}
```

### A bag of services under another shared name, a document named like a container

```swift
final class MunicipalityViewController: UIViewController {
    let repository = AppEnvironment.default.↓municipalityRepository
}

actor SignedContainer {
    func dataFiles() async -> [URL] { [] }
    func rename(to name: String) async throws -> URL {
        try Container.shared.↓fileManager().moveItem(named: name)
    }
}
```
```swift file=Sources/App/AppEnvironment.swift
struct AppEnvironment {
    let batchRepository: BatchRepository
    let exposureRepository: ExposureRepository
    let municipalityRepository: MunicipalityRepository
    let efgsRepository: EFGSRepository
    let notificationService: NotificationService

    static var `default` = AppEnvironment.create()
}

extension AppEnvironment {
    static func create() -> AppEnvironment {
        AppEnvironment(
            batchRepository: BatchRepositoryImpl(), exposureRepository: ExposureRepositoryImpl(),
            municipalityRepository: MunicipalityRepositoryImpl(), efgsRepository: EFGSRepositoryImpl(),
            notificationService: NotificationServiceImpl())
    }
}
```

### swift-dependencies around its dependency system

```swift
final class UserSession {
    func save() async throws {
        try await PersistenceRepository.↓liveValue.saveVisitHistory(history)
    }
}
```
> message: 'UserSession' uses 'PersistenceRepository.liveValue' directly, around the dependency system, so tests and previews cannot replace it; read it with '@Dependency' or inject it through the initializer

### `DependencyValues._current`

```swift
final class Clock {
    func now() -> Date { DependencyValues._current.↓date.now }
}
```
> message: 'Clock' reads 'date' from 'DependencyValues._current' at run time; read it with '@Dependency' or inject it through the initializer

### A coordinator's own lookup, and a fallback that is no parameter's

```swift
final class TabBarCoordinator {
    func applyReferral(_ id: String) {
        Resolver.↓resolve(ReferralService.self).setReferrer(id)
    }
}

final class HabitViewModel {
    private let categories: CategoriesUseCase
    init(cached: CategoriesUseCase?) {
        self.categories = cache ?? Container.shared.↓categoriesUseCase()
    }
}
```

### A supervisor reading what it pulls

An app's coordinators named `…Supervisor` are wiring like `…Coordinator`s: what one hands
to the stores it builds is not reported (below); what it reads itself is.

```swift
final class RecipePreviewSupervisor {
    func stockedIngredientIds() -> [UUID] {
        Container.shared.↓coreDataUserManager().user.stockedIngredientIds
    }
}
```

### A builder's lookup kept in a property it calls

A type named like wiring (`…Builder`) that keeps what it pulls in a stored property and
calls it uses the collaborator itself; it hands nothing on.

```swift
final class ChatMessageBuilder {
    private let textBuilder: any MessageTextBuilderProtocol = Container.shared.↓messageTextBuilder()
    private let spaceId: String

    init(spaceId: String) { self.spaceId = spaceId }

    func build(_ message: Message) -> ChatRow {
        ChatRow(text: self.textBuilder.makeText(message), space: spaceId)
    }
}
```

### A coordinator's lookup kept in a local it calls, a generic type's metatype

```swift
final class SendLinkCoordinator {
    func bind() {
        let handler = Resolver.↓resolve(TransactionHandler.self)
        let index = handler.sendTransaction(transaction)
        handler.observeTransaction(index)
    }
}

final class ChatRepository {
    func blockedUsers() -> CurrentValueSubject<Set<Int64>, Never> {
        Assembler.shared.resolver.↓resolve(CurrentValueSubject<Set<Int64>, Never>.self)!
    }
}
```

### A screen keeping a navigation controller

```swift
final class OnboardingViewController: UIViewController {
    private let flow = UINavigationController()

    func startGame() {
        let players: PlayersRepositoryProtocol = DIContainer.shared.↓resolve(PlayersRepositoryProtocol.self)
        flow.pushViewController(LobbyViewController(viewModel: LobbyViewModel(playersRepository: players)), animated: true)
    }
}
```
> message: 'OnboardingViewController' resolves 'PlayersRepositoryProtocol' from the container 'DIContainer.shared' at run time; inject it through the initializer instead

### A coordinator looking up again what it was handed

```swift
final class ProfileCoordinator {
    private let analytics: AnalyticsService

    init(analytics: AnalyticsService) {
        self.analytics = analytics
    }

    func openSettings() {
        SettingsCoordinator(analytics: Container.shared.↓resolve(AnalyticsService.self)!).start()
    }
}
```
> message: 'ProfileCoordinator' resolves 'AnalyticsService' from the container 'Container.shared' at run time, force-unwrapped so it crashes when it is not registered; inject it through the initializer instead

### A child coordinator's lookup used in place

```swift file=Sources/App/SceneDelegate.swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        AppCoordinator().start()
    }
}
```
```swift file=Sources/App/Coordinators.swift
final class AppCoordinator {
    func start() { SettingsCoordinator().start() }
}

final class SettingsCoordinator {
    func start() {
        Resolver.↓resolve(SessionService.self).refresh()
    }
}
```

### A service next to a screen, a convenience init with nothing to inject

A protocol named as a configuration (`EditorConfigurationProtocol`) whose methods build
what the code uses is a plug-in point, not a value.

```swift
protocol EditorConfigurationProtocol {
    func localEditor(config: EditorSettings) -> EditorSettings
}

final class EditorManager {
    func open() -> EditorSettings? {
        let base = EditorSettings()
        return AppContainer.shared.↓resolve(EditorConfigurationProtocol.self)?.localEditor(config: base)
    }
}

extension Container {
    var profileViewModel: Factory<ProfileViewModel> { self { ProfileViewModel() } }
    var session: Factory<SessionService> { self { LiveSessionService() } }
}

struct ProfileView: View {
    @StateObject private var model = Container.shared.profileViewModel()
    var body: some View {
        Button("Sign out") { Container.shared.↓session().signOut() }
    }
}

final class SettingsViewController: UIViewController {
    private let session: SessionService
    init() {
        session = Container.shared.↓session()
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
}
```

### A screen cast out of the window by another type, and a view model outside the QA folder

```swift
final class ChatViewModel {
    private let itemRepository = ↓resolve(\SharedRepositoryContainer.itemRepository)
    func send() { print(itemRepository); MainSplitViewController.current?.showDetail() }
}

final class SubscriptionsViewController: UIViewController {
    var split: MainSplitViewController? {
        (UIApplication.shared.delegate as? ↓AppDelegate)?.window?.rootViewController as? MainSplitViewController
    }
}
```

### The application object's own members, when it is the app delegate

```swift
class App: NSApplication, NSApplicationDelegate {
    override class var shared: App { super.shared as! App }
    var preferences: [String: Bool] = [:]
}

final class SwitcherView {
    func open() {
        App.shared.activate(ignoringOtherApps: true)
        _ = App.↓shared.preferences["showTitles"]
    }
}
```

### A global locator under any name

```swift
let factory: Factory = FactoryMain()

protocol Factory {
    func resolve() -> AnalyticsService
    func resolve() -> MediaPlayer
}

final class FactoryMain: Factory {
    private static let analytics = AnalyticsService()
    func resolve() -> AnalyticsService { FactoryMain.analytics }
    func resolve() -> MediaPlayer { MediaPlayer(analytics: factory.resolve()) }
}

final class CampaignCard {
    private lazy var analyticsService: AnalyticsService = factory.↓resolve()
    func show() { print(analyticsService) }
}

final class PlayerViewController: UIViewController {
    func play() {
        let player: MediaPlayer = factory.↓resolve()
        player.start()
    }
}
```

### A use case pulled from a module's dependencies, beside its coordinator read back

```swift
protocol MatchesCoordinator: AnyObject { func goBack() }
protocol MatchesDataUseCase { func matches() -> [String] }
protocol MatchesDependencies {
    func resolve() -> MatchesCoordinator
    func resolve() -> MatchesDataUseCase
}

final class MatchesViewModel {
    private let dependencies: MatchesDependencies
    init(dependencies: MatchesDependencies) { self.dependencies = dependencies }
    func backButton() { coordinator.goBack() }
    func load() -> [String] { matchesDataUseCase.matches() }
}

private extension MatchesViewModel {
    var coordinator: MatchesCoordinator {
        return dependencies.resolve()
    }
    var matchesDataUseCase: MatchesDataUseCase {
        return dependencies.↓resolve()
    }
}
```
> message: 'MatchesViewModel' resolves 'MatchesDataUseCase' from the container 'dependencies' at run time; inject it through the initializer instead

```swift file=Sources/Scan/ScannerViewModel.swift
import Resolver

final class ScannerViewModel: Resolving {
    func scan() { makeClient().upload() }
    func makeClient() -> ScanClient { return resolver.↓resolve() }
}

final class ScanClient { func upload() {} }
```
> message: 'ScannerViewModel' resolves 'ScanClient' from the container 'resolver' at run time; inject it through the initializer instead

### A service the delegate keeps, through a global bound to it

```swift file=Sources/App/AppDelegate.swift
let appdelegate = UIApplication.shared.delegate as! AppDelegate

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let session = Session()

    func loadRegistration() {
        appdelegate.window?.rootViewController = UINavigationController()
    }
}

final class Session { func refresh() {} }
```
```swift file=Sources/Orders/OrdersViewController.swift
final class OrdersViewController: UIViewController {
    func reload() {
        ↓appdelegate.session.refresh()
    }
}
```
> message: 'OrdersViewController' uses 'appdelegate' as a service locator; inject what it needs through the initializer instead

### A base view model keeping a hand-made registry's shared instance

```swift
protocol AuthService { func logIn() }
final class AuthServiceV1: AuthService { func logIn() {} }
protocol DataCoordinator { func load() }
final class DataCoordinatorV1: DataCoordinator { func load() {} }
protocol DatabaseService { func write() }
final class FirestoreDatabaseService: DatabaseService { func write() {} }
protocol SpeechService { func speak() }
final class SpeechServiceV1: SpeechService { func speak() {} }
protocol TranslateService { func translate() }
final class AzureTranslateService: TranslateService { func translate() {} }

final class Services {
    static let shared = Services()
    private init() {}
    private lazy var database: DatabaseService = FirestoreDatabaseService()
    lazy var auth: AuthService = AuthServiceV1()
    lazy var dataCoordinator: DataCoordinator = DataCoordinatorV1()
    lazy var speechService: SpeechService = SpeechServiceV1()
    lazy var translateService: TranslateService = AzureTranslateService()
}

class ViewModel: NSObject {
    let services = Services.↓shared
}

final class LogInViewModel: ViewModel {
    func logIn() { services.auth.logIn() }
}
```
> message: 'ViewModel' keeps the shared container 'Services.shared' to look its services up; inject what it uses through the initializer instead

### A hand-made `…Dependencies` locator kept whole, by a facade's static property

```swift file=Sources/App/AppDependencies.swift
protocol HasNetworkDataProvider { var dataProvider: NetworkDataProvider { get } }
final class NetworkDataProvider { func request(_ path: String) {} }

final class AppDependencies: HasNetworkDataProvider {
    static let shared = AppDependencies()
    let dataProvider: NetworkDataProvider
    init(dataProvider: NetworkDataProvider = NetworkDataProvider()) { self.dataProvider = dataProvider }
}
```

```swift file=Sources/App/Promises.swift
struct Promises {
    private static let dependencies = AppDependencies.↓shared
    static func fetchAllContacts() { dependencies.dataProvider.request("/contacts") }
}
```
> message: 'Promises' keeps the shared container 'AppDependencies.shared' to look its services up; inject what it uses through the initializer instead

### A request router's endpoints, and a coordinator's closure using its lookup in place

```swift
import Swinject
import UIKit

extension Assembler {
    static let shared = Assembler([])
}

final class UserDefaultsManager {
    func token() -> String { "" }
}

protocol SignOutUseCase {
    func signOut() throws
}

protocol APIConfiguration {}

enum UserRouter: APIConfiguration {
    private static let userDefaultsManager: UserDefaultsManager = {
        Assembler.shared.resolver.↓resolve(UserDefaultsManager.self)!
    }()

    case getProfile
    case signUp(name: String)

    var headers: [String: String] { ["Authorization": Self.userDefaultsManager.token()] }
}

final class RegisterCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    lazy var quitRegister: () -> Void = { [weak self] in
        guard let signOutUseCase = Assembler.shared.resolver.↓resolve(SignOutUseCase.self) else { return }
        try? signOutUseCase.signOut()
    }
}
```

### A view model showing the app's toast from its request code

```swift
import Factory

final class ToastManager {
    private(set) var message: String?
    func show(_ text: String) { message = text }
}

extension Container {
    var toastManager: Factory<ToastManager> { self { ToastManager() }.singleton }
}

final class DoseAddViewModel {
    func save() {
        let toast = Container.shared.toastManager.↓resolve()
        toast.show("Saved")
    }
}
```
> message: 'DoseAddViewModel' resolves 'toastManager' from the shared container 'Container.shared'; inject it through the initializer instead

### A coordinator's own use of a global hub, beside the services it hands to the view model it builds

```swift file=Sources/App/DI/AppDependency.swift
final class AppDependency {
    lazy var userManager: UserManager = UserManager()
    lazy var locationManager: LocationManager = LocationManager()
    lazy var gameDataManager: GameDataManager = GameDataManager()
}

let appDependencies = AppDependency()
```

```swift file=Sources/App/Flow/HomeFlowCoordinator.swift
final class HomeFlowCoordinator {
    func start() -> HomeViewModel {
        HomeViewModel(
            dependencies: HomeViewModel.Dependencies(
                userManager: appDependencies.userManager,
                locationManager: appDependencies.locationManager
            )
        )
    }

    func logOut() {
        appDependencies.↓userManager.logout()
    }
}
```
> message: 'HomeFlowCoordinator' pulls 'userManager' from the service locator 'appDependencies'; inject it through the initializer instead

### A view model keeping the analytics it resolves

A view keeping the analytics it resolves only to send its events is not flagged (Fixed,
below); a view model doing the same is.

```swift
import Swinject

final class DIContainer {
    static let shared = DIContainer()
    let container = Container()
}

protocol AnalyticsService {
    func logEvent(name: String)
}

final class SignInViewModel {
    private let analytics: AnalyticsService?

    init() {
        self.analytics = DIContainer.shared.container.↓resolve(AnalyticsService.self)
    }

    func signIn() {
        analytics?.logEvent(name: "sign_in")
    }
}
```
> message: 'SignInViewModel' resolves 'AnalyticsService' from the container 'DIContainer.shared.container' at run time; inject it through the initializer instead

### A view model using what it resolves through SwinjectAutoregistration's operator

```swift
import Swinject
import SwinjectAutoregistration

final class DIContainer {
    static let shared = DIContainer()
    let assembler = Assembler()
    var resolver: Resolver { assembler.resolver }
}

final class AppSession {
    func logOut() {}
}

final class ProfileViewModel {
    let resolver: Resolver = DIContainer.shared.resolver

    func signOut() {
        let session = resolver ↓~> AppSession.self
        session.logOut()
    }
}
```
> message: 'ProfileViewModel' resolves 'AppSession' from the container 'resolver' at run time, force-unwrapped so it crashes when it is not registered; inject it through the initializer instead

### One type pulling a dependency by its metatype and again untyped

```swift
import Resolver

final class UserWalletManager {
    var publicKey: String?
}

final class DefaultLogManager {
    func handleError(_ error: Error, config: String?) {
        print(Resolver.↓resolve(UserWalletManager.self).publicKey ?? "")
    }

    func handleError(_ error: Error, userInfo: [String: Any]?) {
        let accountStorage: UserWalletManager = Resolver.resolve()
        print(accountStorage.publicKey ?? "")
    }
}
```
> message: 'DefaultLogManager' resolves 'UserWalletManager' from the container 'Resolver' at run time; inject it through the initializer instead

### A hand-made locator's generic getter, typed by the property it fills

```swift
protocol ServiceLocating {
    func getService<T>() -> T?
}

final class ServiceLocator: ServiceLocating {
    static let shared = ServiceLocator()
    private var services: [String: Any] = [:]

    func getService<T>() -> T? { services[String(describing: T.self)] as? T }
}

protocol DnsProvidersServiceProtocol { func reload() }

final class DnsProvidersViewModel {
    private let dnsProviders: DnsProvidersServiceProtocol = ServiceLocator.shared.↓getService()!

    func refresh() {
        dnsProviders.reload()
    }
}
```
> message: 'DnsProvidersViewModel' pulls 'DnsProvidersServiceProtocol' from the service locator 'ServiceLocator.shared', force-unwrapped so it crashes when it is not registered; inject it through the initializer instead


### A hand-made registry looked up by injection key

```swift file=Sources/DI/DIContainer.swift
public protocol InjectionKey {
    associatedtype Value
}

public final class DIContainer {
    public static var instance = DIContainer()
    var items: [String: Any] = [:]

    public static func resolve<T>(for type: Any.Type) -> T {
        guard let item = instance.items[String(describing: type)] as? T else { fatalError("\(type) not registered") }
        return item
    }
}
```

```swift file=Sources/Features/Home/HomeViewModel.swift
protocol MatchingRepository { func cards() -> [String] }

enum MatchingRepositoryKey: InjectionKey {
    typealias Value = MatchingRepository
}

final class HomeViewModel {
    private let repository: MatchingRepository = DIContainer.↓resolve(for: MatchingRepositoryKey.self)

    func load() -> [String] { repository.cards() }
}
```
> message: 'HomeViewModel' resolves 'MatchingRepository' from the container 'DIContainer' at run time; inject it through the initializer instead

### A static function using what it resolves from the resolver it is handed

```swift
import Swinject

protocol SessionStore { func restore() }

final class SessionRefresher {
    static func refresh(resolver: Resolver) {
        resolver.↓resolve(SessionStore.self)!.restore()
    }
}
```

### A coordinator handing on what the app delegate keeps in one case and using it in the next

```swift file=Sources/App/BRCAppDelegate.swift
import UIKit

protocol PlayaDB {
    func fetchEvents(hostedBy campID: String) async throws -> [String]
}

final class DependencyContainer {
    let playaDB: PlayaDB
    init(playaDB: PlayaDB) { self.playaDB = playaDB }
}

final class BRCAppDelegate: UIResponder, UIApplicationDelegate {
    static var shared: BRCAppDelegate { UIApplication.shared.delegate as! BRCAppDelegate }
    var dependencies: DependencyContainer!
}
```

```swift file=Sources/Detail/DetailActionCoordinator.swift
import UIKit

enum DetailAction {
    case open(String)
    case showEvents(String)
}

enum DetailScreenFactory {
    static func make(for id: String, playaDB: PlayaDB) -> UIViewController { UIViewController() }
}

final class DetailActionCoordinator {
    weak var navigator: UINavigationController?

    func handle(_ action: DetailAction) {
        switch action {
        case .open(let id):
            let playaDB = BRCAppDelegate.shared.dependencies.playaDB
            navigator?.pushViewController(DetailScreenFactory.make(for: id, playaDB: playaDB), animated: true)
        case .showEvents(let campID):
            let playaDB = BRCAppDelegate.↓shared.dependencies.playaDB
            Task { _ = try? await playaDB.fetchEvents(hostedBy: campID) }
        }
    }
}
```
> message: 'DetailActionCoordinator' uses 'BRCAppDelegate.shared' as a service locator; inject what it needs through the initializer instead

### A tab root using what it resolves from a global container itself

```swift file=Sources/DI/ServiceContainer.swift
final class ServiceContainer {
    static let shared = ServiceContainer()
    private var services: [String: Any] = [:]
    func register<T>(_ service: T, as type: T.Type) { services["\(type)"] = service }
    func resolve<T>(_ type: T.Type) -> T { services["\(type)"] as! T }
}
```

```swift file=Sources/TabBar/RootTabBarController.swift
import UIKit

protocol SyncUseCase { func start() }

final class RootTabBarController: UITabBarController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ServiceContainer.shared.↓resolve(SyncUseCase.self).start()
    }
}
```

## Fixed

```swift
final class ProfileViewModel {
    private let users: UserService
    private let cache: Cache

    init(users: UserService, cache: Cache) {
        self.users = users
        self.cache = cache
    }
}
```

### A consumer handed the whole container: `container_injection`'s one finding

The initializer's parameter is reported by `container_injection`; the lookups through it, the
stored property keeping it and `weakSelf` are that problem.

```swift
import Factory

final class BacklogViewModel {
    let issueInteractor: any IssueInteractor

    init(container: Container = Container.shared, project: Int) {
        self.issueInteractor = container.issueInteractor.resolve()
    }
}

final class SprintPresenter {
    private let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
    }

    func refresh() {
        let sprints = self.resolver.resolve(SprintInteractor.self)!
        sprints.load { [weak self] in
            guard let weakSelf = self else { return }
            weakSelf.resolver.resolve(BoardInteractor.self)!.save()
        }
    }
}
```

### A theme of a colour palette and a font table, looked up by a view

```swift
import Combine
import SwiftUI

protocol Palette {
    var textMain: Color { get }
    var backgroundMain: Color { get }
}

struct Fonts {
    let headline = Font.custom("Jost-Bold", size: 22)
    let body = Font.custom("Jakarta", size: 16)
}

final class ColorsService: ObservableObject, Palette {
    @Published var textMain: Color = .primary
    @Published var backgroundMain: Color = .white
}

final class UIService: ObservableObject {
    @Published var fonts = Fonts()
    @Published var colors: ColorsService = ColorsService()
    private var colorsChange: AnyCancellable?
}

final class DependencyContainer {
    static let shared = DependencyContainer()
    func resolve<T: AnyObject>() -> T { fatalError() }
}

struct LaunchView: View {
    @StateObject private var uiService: UIService = DependencyContainer.shared.resolve()
    var body: some View {
        Text("Body Diary").font(uiService.fonts.headline).foregroundColor(uiService.colors.textMain)
    }
}
```

### An enum of the app's colours resolving its value from the theme

```swift
import Swinject
import UIKit

protocol ThemeManager {
    func color(_ color: DynamicColor) -> UIColor
}

enum DynamicColor {
    case background
    case text

    var uiColor: UIColor {
        Assembler.shared.resolve(ThemeManager.self).color(self)
    }
}

extension Assembler {
    static let shared = Assembler([], container: Container())

    func resolve<Service>(_ serviceType: Service.Type) -> Service {
        guard let service = resolver.resolve(serviceType) else { fatalError("\(serviceType)") }
        return service
    }
}
```

### A developers' backup screen

```swift file=Sources/Features/DeveloperTools/Views/DataMigrationScreen.swift
import SwiftUI

struct DataMigrationScreen: View {
    private let repo = AppContainer.shared.repo
    var body: some View {
        Button("Export") { repo.exportAll() }
    }
}
```

```swift file=Sources/App/AppContainer.swift
final class AppContainer {
    static let shared = AppContainer()
    let repo = VisitRepository()
}

final class VisitRepository {
    private var visits: [String] = []
    func exportAll() { visits.removeAll() }
}
```

### A screen replaying the push the app was launched with

```swift
final class HomeTableViewController: UITableViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        if let push = appDelegate.options?[UIApplication.LaunchOptionsKey.remoteNotification] as? [AnyHashable: Any] {
            appDelegate.application(UIApplication.shared, didReceiveRemoteNotification: push)
        }
    }
}
```

### Screens setting, reading back and handing on the deep link the app delegate received, a listener taking the pending link

```swift
import UIKit

enum Deeplinking {
    case orderList
    case chat(id: String)
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var deeplinking: Deeplinking?
    func handleDeeplinking() {}
}

final class PaymentViewController: UIViewController {
    func paymentSucceeded() {
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        appDelegate.deeplinking = .orderList
        appDelegate.handleDeeplinking()
    }
}

final class OrderListViewController: UIViewController {
    func handleDeeplink() {
        guard let appDelegate = UIApplication.shared.delegate as? AppDelegate,
            case .orderList = appDelegate.deeplinking
        else { return }
        appDelegate.deeplinking = nil
    }
}
```

```swift file=Sources/Links/LinkListener.swift
import UIKit

struct Link { let url: URL }

final class LinkAppDelegate: UIResponder, UIApplicationDelegate {
    var pendingLink: Link?
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        pendingLink = Link(url: url)
        return true
    }
}

final class LinkListener {
    func takePendingLink() -> Link? {
        guard let pending = (UIApplication.shared.delegate as? LinkAppDelegate)?.pendingLink else { return nil }
        (UIApplication.shared.delegate as? LinkAppDelegate)?.pendingLink = nil
        return pending
    }
}
```

### A coordinator under another name building the next screen

```swift
final class GameNavigationController {
    let navigationController = UINavigationController()

    func navigateToLobby() {
        let players: PlayersRepositoryProtocol = DIContainer.shared.resolve(PlayersRepositoryProtocol.self)
        let lobby = LobbyViewController(viewModel: LobbyViewModel(playersRepository: players))
        navigationController.pushViewController(lobby, animated: true)
    }
}
```

### A screen's own interactor in its Clean Swift setup

```swift
final class SetupViewController: NSViewController {
    var interactor: SetupBusinessLogic?
    var router: SetupRouter?

    init(resolver: Resolver) {
        super.init(nibName: nil, bundle: nil)
        setup(resolver: resolver)
    }

    private func setup(resolver: Resolver) {
        let interactor: SetupInteractor = resolver.resolve(SetupInteractor.self)!
        let presenter = SetupPresenter()
        let router = SetupRouter(resolver: resolver)
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
    }
}
```

### A browser screen stored on the app delegate for it to close

```swift file=Sources/App/AppDelegate.swift
import SafariServices
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var safariVC: SFSafariViewController?

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        safariVC?.dismiss(animated: true)
        return true
    }
}
```

```swift file=Sources/Menu/SideMenuViewController.swift
import SafariServices
import UIKit

final class SideMenuViewController: UIViewController {
    @IBAction func termsTapped(_ sender: Any) {
        guard let url = URL(string: "https://example.com/terms") else { return }
        let delegate = UIApplication.shared.delegate as! AppDelegate
        delegate.safariVC = SFSafariViewController(url: url)
        present(delegate.safariVC!, animated: true)
    }
}
```

### The application object's own API, when it is the app delegate

```swift
class App: AppCenterApplication {
    override class var shared: App { NSApplication.shared as! App }
}

extension App: NSApplicationDelegate {}

final class PermissionsWindow {
    func show() { App.shared.activate(ignoringOtherApps: true) }
}

final class TileView {
    var isLeftToRight: Bool { App.shared.userInterfaceLayoutDirection == .leftToRight }
    func quit() { App.shared.terminate(nil) }
}
```

### A global whose one `resolve()` settles something else

```swift
let merger = ConflictMerger()

final class ConflictMerger {
    private var pending: [String] = []
    func resolve() -> [String] { pending }
}

final class SyncViewController: UIViewController {
    func finish() { _ = merger.resolve() }
}
```

### A resolving façade handing out use cases

```swift
import Swinject

final class DIContainer {
    static let shared = DIContainer()
    private let container = Container()
    func resolve<T>() -> T? { container.resolve(T.self) }
}

protocol GetPackagesUCProtocol {}
protocol RemoveOrphansUCProtocol {}

final class DefaultUseCaseProvider {
    func getPackagesUC() -> GetPackagesUCProtocol {
        guard let useCase: GetPackagesUCProtocol = DIContainer.shared.resolve() else {
            fatalError("GetPackagesUCProtocol could not be resolved")
        }
        return useCase
    }

    func removeOrphansUC() -> RemoveOrphansUCProtocol {
        guard let useCase: RemoveOrphansUCProtocol = DIContainer.shared.resolve() else {
            fatalError("RemoveOrphansUCProtocol could not be resolved")
        }
        return useCase
    }
}
```

### Registration code resolves

```swift
final class ServicesAssembly: Assembly {
    func assemble(container: Container) {
        container.register(UserService.self) { _ in LiveUserService() }
        container.register(ProfileViewModel.self) { r in
            ProfileViewModel(users: r.resolve(UserService.self)!, cache: r.resolve(Cache.self, name: "disk")!)
        }
        .initCompleted { r, viewModel in viewModel.analytics = r.resolve(Analytics.self) }
    }

    func loaded(resolver: Resolver) {
        _ = resolver.resolve(Warmup.self)
    }
}

struct FeatureModule: Assembly {
    func assemble(container: Container) {
        container.register(Feed.self) { r in Feed(api: r.resolve(FeedAPI.self)!) }
        _ = container.resolve(FeedAPI.self)
    }
}

final class ScanRegistrant {
    func registerDependency(container: Container) {
        container.register(Scanner.self) { resolver in
            Scanner(camera: resolver.resolve(Camera.self)!)
        }
    }
}

final class HttpServiceProvider {
    let container: Container
    init(container: Container) { self.container = container }

    func register() {
        container.register(HttpSession.self) { _ in HttpSession() }
        container.storyboardInitCompleted (WalletViewController.self) { r, c in
            c.session = r.resolve(HttpSession.self)
        }
    }

    func boot() {
        container.resolve(HttpSession.self)?.configure()
    }
}

extension PresenterMaker {
    func makePresenter<T, U, A>(_ factory: ((U, A)) -> T, delegate: U) -> T {
        factory((delegate, try! DIManager.activeContainer.resolve() as A))
    }
}

final class AppServices: ObservableObject {
    let deviceManager: DeviceDataManager
    let resolver: Resolver

    init(assembler: Assembler) {
        resolver = assembler.resolver
        deviceManager = resolver.resolve(DeviceDataManager.self)!
        _ = resolver.resolve(HealthKitManager.self)!
    }
}

func setup(iocContainer: Container) {
    iocContainer.autoregister(UserDataProvider.self, initializer: FirestoreUserDataProvider.init)
    let onboarding = DefaultOnboardingStateProvider(
        users: iocContainer.resolve(UserDataProvider.self)!,
        userIds: iocContainer ~> CurrentUserIdProvider.self
    )
    iocContainer.autoregister(OnboardingStateProvider.self, initializer: { onboarding })
}

final class UploadTargetAssembly {
    func factories() -> [Factory] {
        [Factory(type: Uploadable.self) { _, resolver in
            try resolver.resolve(type: PhotoUploader.self, forCustomTypeIdentifier: nil, factoryParameters: nil, resolver: resolver)
        }]
    }
}
```

### A resolution helper's own code, its calls in registrations and on other receivers

```swift
extension Resolver {
    func force<Service>(_ serviceType: Service.Type) -> Service {
        resolve(serviceType)!
    }
}

final class WalletAssembly: Assembly {
    func assemble(container: Container) {
        container.register(WalletController.self) { r in
            WalletController(keychain: r.force(KeychainController.self))
        }
    }
}

final class PlanLoader {
    func load(decoder: PlanDecoder) -> Plan { decoder.force(Plan.self) }
}
```

### A resolving accessor's own code and its type's calls, a static factory that builds

```swift
import Resolver

final class SyncSettings {
    static func live() -> SyncSettings {
        Resolver.resolve()
    }

    static func make() -> SyncSettings { SyncSettings() }

    func refresh() { SyncSettings.live().mark() }
    func mark() {}
}

final class SyncBanner {
    private let settings = SyncSettings.make()
}
```

### DIKit's modules, default arguments and a static factory of the type

A static factory (a static func or computed property whose result is the type) handing
lookups into the type's own initializer hands in its live defaults, as a default argument
does (held-out set 47: `AppEnvironment.live`, 2 of 2 SPEC "no"), also inside what the factory
builds to hand that initializer (`AuthorViewController(presenter:
AuthorPresenter(recipesFacade: AppContainer.resolve(), …), coordinator: coordinator)`: the
screen's graph built in its factory; held-out set 317: 25 of 25 SPEC "no"); a global `resolve()` in a
file that does not import DIKit is some other function.

```swift
import DIKit

extension DependencyContainer {
    static var feature = module {
        factory { FeedService(api: resolve(), cache: resolve(tag: "disk")) as FeedServiceAPI }
    }
}

final class FeedViewModel {
    init(api: FeedAPI = resolve()) {}
}

extension AppEnvironment {
    static var live: AppEnvironment {
        AppEnvironment(accountService: DIKit.resolve(), analytics: resolve(), app: resolve())
    }

    static func preview() -> Self {
        .init(accountService: DIKit.resolve(), analytics: resolve(), app: resolve())
    }
}
```

```swift file=Sources/App/ThemeModel.swift
final class ThemeModel {
    func apply() {
        let color = resolve()
        paint(color)
    }
}
```

### A screen's static factory building its presenter from the container

```swift file=Sources/App/AppContainer.swift
import Dip

enum AppContainer {
    static let container = DependencyContainer()
    static func resolve<T>() -> T { try! container.resolve() }
}

protocol RecipesFacading {}

final class AuthorPresenter {
    init(recipesFacade: RecipesFacading, authorID: Int) {}
}

final class AuthorViewController {
    init(presenter: AuthorPresenter, coordinator: AnyObject) {}
}
```

```swift file=Sources/App/AuthorViewController+Injection.swift
extension AuthorViewController {
    static func resolve(coordinator: AnyObject, authorID: Int) -> AuthorViewController {
        AuthorViewController(
            presenter: AuthorPresenter(recipesFacade: AppContainer.resolve(), authorID: authorID),
            coordinator: coordinator
        )
    }
}
```

### Factory and Resolver registrations

```swift
extension Container {
    var cartAPI: Factory<CartAPI> { self { LiveCartAPI(session: Container.shared.session()) } }
    var session: Factory<Session> { self { Session() }.singleton }
}

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { FeedService(api: resolve()) }
    }

    static func makeFeed() -> FeedService { Resolver.resolve() }
}

enum CurrentUserTierKey: DependencyKey {
    static let liveValue: () throws -> Int = {
        let keychain = Container.shared.keychain()
        return try keychain.tier()
    }
}
struct CartPreviews {
    static func setUp() {
        Container.shared.register(\.cartAPI) { MockCartAPI() }
        Container.shared.cartAPI { MockCartAPI() }
        Container.shared.cartAPI.register { MockCartAPI() }
        Container.shared.reset()
    }
}

extension Container {
    func reregisterCartAPI(url: URL) {
        cartAPI.register { LiveCartAPI(session: Session(baseURL: url)) }
    }
}

final class AppConfigService {
    func apply(searchURL: URL) {
        Container.shared.reregisterCartAPI(url: searchURL)
    }
}
```

### A Factory container of the app's own, registering from another

```swift
import FactoryKit

final class SharedToolingContainer: SharedContainer, AutoRegistering {
    static let shared = SharedToolingContainer()
    let manager = ContainerManager()
    func autoRegister() { manager.defaultScope = .singleton }
}

extension SharedToolingContainer {
    var keychain: Factory<KeychainProtocol> { self { Keychain() } }
}

final class SharedRepositoryContainer: SharedContainer, AutoRegistering {
    static let shared = SharedRepositoryContainer()
    let manager = ContainerManager()
    func autoRegister() { manager.defaultScope = .singleton }
}

private extension SharedRepositoryContainer {
    var keychain: KeychainProtocol { SharedToolingContainer.shared.keychain() }
}

extension SharedRepositoryContainer {
    var accessRepository: Factory<AccessRepositoryProtocol> {
        self { AccessRepository(keychain: self.keychain, logger: SharedToolingContainer.shared.logger()) }
    }
}
```

### The composition root, defaults and other lookups

```swift
extension AppIntent {
    var appDelegate: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
}

struct AccountQuery: EntityQuery {
    func suggestedEntities() async throws -> [AccountEntity] {
        (UIApplication.shared.delegate as! AppDelegate).accounts.all
    }
}

@main
struct ShopApp {
    let cart = Container.shared.cartAPI()
    let users = container.resolve(UserService.self)!
}

final class AppDelegate {
    static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
    func reload() { AppDelegate.shared.reset() }
}

final class CartViewModel {
    init(api: CartAPI = Container.shared.cartAPI(), feed: FeedAPI = Resolver.resolve()) {}

    func restore(storage: Storage, request: Request) throws {
        let plan = try storage.get(Plan.self, forKey: "plan")
        let user = request.auth.get(User.self)
        let delegate = tableView.delegate as? CartCell
        let token: Token? = keychain.get()
        let coupons = dependencies.coupons
    }
}

final class ServiceLocator {
    static var analytics: Analytics = LiveAnalytics()
    static func reset() { ServiceLocator.analytics = LiveAnalytics() }
}

final class Dependencies {
    static let shared = Dependencies()
    func add(module: Module) {}
}

final class Setup {
    func install() {
        Dependencies.shared.add(module: Module { LiveAnalytics() })
        ServiceLocator.setAnalytics(LiveAnalytics())
        ServiceLocator.register(Logger.self) { ConsoleLogger() }
    }
}

func kioskDelegate() -> AppDelegate { UIApplication.shared.delegate as! AppDelegate }

final class PlaceBidViewController: UIViewController {
    var showBuyersPremiumCommand = { () -> CocoaAction in
        kioskDelegate().showBuyersPremiumCommand()
    }
    var buyersPremium: () -> BuyersPremium? = { kioskDelegate().sale.buyersPremium }
}

final class PayslipsViewModel {
    let comparison: ComparisonService
    let tester: PatternTester
    init(comparison: ComparisonService? = nil, tester: PatternTester? = nil) {
        let features = DIContainer.shared.featureContainer
        self.comparison = comparison ?? features.makeComparisonService()
        if let tester {
            self.tester = tester
        } else {
            self.tester = Self.createDefaultTester()
        }
    }

    private static func createDefaultTester() -> PatternTester {
        PatternTester(provider: AppContainer.shared.resolve(PatternProvider.self)!)
    }
}
```

### UIKit's and AppKit's idioms on the app delegate: the main window, the orientation lock, the dock icon, the menu bar, push registration, app-wide UI, a handler set on it and a background session's completion handler

```swift
enum OrientationUtility {
    static func lock(_ orientation: UIInterfaceOrientationMask) {
        (UIApplication.shared.delegate as? AppDelegate)?.orientationLock = orientation
    }
}

final class ContactsPickerCoordinator {
    func inviteFailed(_ error: Error) {
        AppDelegate.theDelegate().showError(asAlert: error)
    }
}

final class AddSiteViewController: UIViewController {
    func done() {
        AppDelegate.shared?.dismissModals(of: SecurityViewController.self)
    }
}

enum SceneHelper {
    static var mainWindow: UIWindow? {
        (UIApplication.shared.delegate as? AppDelegate)?.window
    }
}

final class ScreenLocker {
    func showLockWindow() {
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.window?.isHidden = true
    }
}

final class ConversationTableView: UITableView {
    var bottomInset: CGFloat { AppDelegate.current.mainWindow.safeAreaInsets.bottom }
}

final class PasscodeController {
    func dismissPasscode() {
        if AppDelegate.shared.galleryWindow != nil {
            AppDelegate.shared.galleryWindow?.makeKeyAndVisible()
        } else {
            AppDelegate.shared.window?.makeKeyAndVisible()
        }
    }
}

final class ConfigLoadOperation {
    func deactivate() {
        let vc = UINavigationController(rootViewController: DeactivatedViewController())
        guard let appDelegate = UIApplication.shared.delegate as? AppDelegate else { return }
        appDelegate.window?.rootViewController? = vc
    }

    func activate() {
        AppDelegate.shared.window?.rootViewController = ActiveViewController()
    }

    func forward(_ segue: UIStoryboardSegue) {
        AppDelegate.shared.activeRootViewController?.prepare(for: segue, sender: nil)
    }

    func showModal(_ vc: UIViewController) {
        guard let delegate = UIApplication.shared.delegate as? AppDelegate else { return }
        delegate.splitController?.present(vc, animated: true)
        delegate.currentPresentedVc = vc
    }
}

final class ActiveAppViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        AppDelegate.shared.openResultsCallback = { [weak self] in self?.showResults() }
    }
}

final class SuggestionService {
    private let serviceLocator: ServiceLocatorType
    init(serviceLocator: ServiceLocatorType) { self.serviceLocator = serviceLocator }

    func suggestions(in workspace: Workspace) async throws -> [Suggestion] {
        try await serviceLocator.getService(from: workspace)?.suggestions() ?? []
    }
}

struct WizardView: View {
    var body: some View {
        Text("Link").onDisappear { AppDelegate.shared.orientationLock = .all }
    }
}

final class PreferencesViewController: NSViewController {
    @IBAction func dockIcon(_ sender: NSButton) {
        guard let appDelegate = NSApplication.shared.delegate as? AppDelegate else { return }
        appDelegate.loadDockIcon()
    }

    @IBAction func openSettings(_ sender: NSButton) {
        AppDelegate.instance().openPreferences(pane: .general)
    }

    @IBAction func markAllRead(_ sender: NSButton) {
        AppDelegate.current.updateApplicationIconBadgeNumber()
        (UIApplication.shared.delegate as! AppDelegate).updateTimelineBadge(with: 0)
    }

    @IBAction func checkForUpdates(_ sender: NSButton) {
        AppDelegate.shared?.checkForUpdate(sender)
        UIApplication.shared.sendAction(#selector(AppDelegate.checkForUpdate(_:)), to: AppDelegate.shared, from: nil, for: nil)
    }

    func checkForUpdatesFromMenu() {
        guard let appDelegate = AppDelegate.shared else { return }
        appDelegate.checkForUpdate(appDelegate)
    }

    @IBAction func updateAvailable(_ sender: NSButton) {
        (NSApp.delegate as? AppDelegate)?.updater.checkForUpdates()
    }

    @IBAction func restart(_ sender: NSButton) {
        (NSApplication.shared.delegate as! AppDelegate).restartApp()
    }

    @IBAction func quit(_ sender: NSButton) {
        (NSApplication.shared.delegate as! AppDelegate).quitApp()
    }

    @IBAction func about(_ sender: NSButton) {
        (NSApp.delegate as? AppDelegate)?.showAboutPanel(self)
    }

    @objc func menubarIconClicked(_ sender: NSStatusBarButton) {
        guard let mainDelegate = NSApplication.shared.delegate as? AppDelegate else { return }
        mainDelegate.togglePanel(sender)
    }

    func configureAboutWindow(_ window: UIWindow) {
        (UIApplication.shared.delegate as? AppDelegate)?.appKitPlugin?.configureAbout(window)
    }

    func runShortcut() {
        do { try perform() } catch {
            (UIApplication.shared.delegate as? AppDelegate)?.presentError(error, title: "Shortcut Failed")
        }
    }

    func bindUpdates(_ checkbox: NSButton) {
        checkbox.bind(.value, to: AppDelegate.instance.updaterController.updater, withKeyPath: "automaticallyChecksForUpdates")
    }

    func showUpdatePill() {
        _ = (NSApp.delegate as? AppDelegate)?.updateViewModel
    }

    func signedIn() {
        if let appDelegate = UIApplication.shared.delegate as? AppDelegate {
            appDelegate.startMainStory()
        }
    }

    func signedOut() {
        guard let appDelegate = UIApplication.shared.delegate as? AppDelegate else { return }
        appDelegate.unregisterThirdPartyPush()
    }

    deinit {
        if let appDelegate = UIApplication.shared.delegate as? AppDelegate {
            appDelegate.launchStyle.removeListenerWithName("tabBar")
        }
    }

    @IBAction func launchAtLogin(_ sender: NSButton) {
        guard let appDelegate = NSApp.delegate as? AppDelegate else { return }
        appDelegate.setShowInDockEnabled(sender.state == .on)
        appDelegate.setLaunchAtLoginEnabled(sender.state == .on)
        appDelegate.resetAppAfterConfirming()
    }

    func openLaunchLink() {
        if let url = (UIApplication.shared.delegate as? AppDelegate)?.applicationLaunchedWithURL() { print(url) }
        if let back = AppDelegate.shared.referringAppUrl { UIApplication.shared.open(back) }
    }

    @IBAction func showInMenuBar(_ sender: NSButton) {
        guard let appDelegate = NSApp.delegate as? AppDelegate else { return }
        if sender.state == .off {
            appDelegate.removeMenuBar(nil)
            return
        }
        appDelegate.addMenuBar(nil)
    }
}

enum InterfaceStyle {
    static func refresh() {
        SPAppDelegate.shared().window.overrideUserInterfaceStyle = .dark
    }
}

struct BackupsView: View {
    func restore() {
        (UIApplication.shared.delegate as? AppDelegate)?.showLoadingIndicator()
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.presentAlert(title: "Restored", message: nil)
        (UIApplication.shared.delegate as? AppDelegate)?.visibleViewController?.present(picker, animated: true)
        if (UIApplication.shared.delegate as? AppDelegate)?.appIsInForeground() == true { refresh() }
        guard (UIApplication.shared.delegate as! AppDelegate).isCoreDataReady else { return }
        (UIApplication.shared.delegate as! AppDelegate).restrictRotation = .portrait
        if AppDelegate.instance?.supportsHaptics == true { vibrate() }
    }
}

final class AttachmentCell: UITableViewCell {
    func confirmDownload(_ alert: UIAlertController) {
        if let controller = (UIApplication.shared.delegate as? AppDelegate)?.window?.rootViewController {
            controller.present(alert, animated: true)
        }
    }
    func previewController() -> UIViewController {
        ((UIApplication.shared.delegate as? AppDelegate)?.window?.rootViewController?.presentedViewController)!
    }
}

final class NotificationsPromptController: UIViewController {
    @IBAction func allow(_ sender: UIButton) {
        (UIApplication.shared.delegate as! AppDelegate).getNotificationSettings()
    }
}

struct EnableNotificationsView: View {
    var body: some View {
        Button("Enable") {
            if let delegate = UIApplication.shared.delegate as? AppDelegate {
                delegate.registerForPushNotifications()
            }
        }
    }
}

final class SignInViewController: UIViewController {
    let appDelegate = UIApplication.shared.delegate as? AppDelegate
    func didSignIn() {
        self.appDelegate?.configureRemoteNotifications()
    }
    func signInWithWeChat(_ request: SendAuthReq) {
        if let appDelegate = UIApplication.shared.delegate as? AppDelegate {
            WXApi.sendAuthReq(request, viewController: self, delegate: appDelegate)
        }
    }
}

final class AppDependencies: SideEffectDependencyContainer {
    let networkManager: NetworkManager
    let pushNotificationManager: PushNotificationManager
    let analyticsManager: AnalyticsManager
    let exposureDetectionManager: ExposureDetectionManager
    let keyValueStorage: KeyValueStorage
    var isStoreReady: Bool { (UIApplication.shared.delegate as? AppDelegate)?.store.isReady ?? false }
}

final class UploadService: NSObject, URLSessionDelegate {
    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            if let appDelegate = AppDelegate.instance, let completion = appDelegate.backgroundSessionCompletionHandler {
                appDelegate.backgroundSessionCompletionHandler = nil
                completion()
            }
        }
    }

    func finishBackgroundEvents() {
        AppDelegate.instance.backgroundSessionCompletionHandler?()
    }
}

final class DownloadMonitor {
    func taskFinished() {
        guard AppDelegate.shared?.isActive != true else { return }
        notifyUser()
    }

    func didBecomeActive() {
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        if appDelegate.timeSinceLastStart > 3600 { refresh() }
    }
}

final class RootTabController: UITabBarController {
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        AppDelegate.shared?.updateDynamicAppearance(withTraitCollection: traitCollection)
    }
}

final class SettingFooterView: UIView {
    func themeChanged() {
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.overrideApplicationThemeStyle()
    }
}

final class AdminPanelViewController: UIViewController {
    @IBAction func backTapped(_ sender: AnyObject) {
        presentingViewController?.dismiss(animated: true)
        AppDelegate.shared?.setHelpButtonHidden(false)
    }
}

@objc final class SwiftDelegate: NSObject {
    @objc func applicationDidFinishLaunching(_ application: UIApplication) {
        AppDelegate.shared().reloadMainScreen()
    }
}
```

```swift file=Sources/App/AppDelegate.swift
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func startMainStory() {
        window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
    }
}
```

### The login screen shown through the delegate's private helper

```swift file=Sources/App/AppDelegate.swift
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
    var window: UIWindow?

    func showLogin() {
        replaceRootViewController(with: LoginViewController(), animated: false)
    }

    private func replaceRootViewController(with viewController: UIViewController, animated: Bool) {
        window?.rootViewController = viewController
        window?.makeKeyAndVisible()
    }
}
```

```swift file=Sources/Account/PersonalViewController.swift
import UIKit

final class LoginViewController: UIViewController {}

final class PersonalViewController: UIViewController {
    func logout() {
        AppDelegate.shared.showLogin()
    }
}
```

### AppKit's status menu, window controllers, key equivalents and a member set on the delegate through a global; a hub's switched state

```swift
var appDelegate = NSApplication.shared.delegate as? AppDelegate

final class StatusItemButtonController: NSObject {
    func rightMouseDown(at point: NSPoint, in view: NSView) {
        appDelegate!.menu.popUp(positioning: nil, at: point, in: view)
    }
}

final class NetworkControl {
    func prompt(_ alert: NSAlert) {
        if let window = appDelegate!.windowController?.window { alert.beginSheetModal(for: window) }
    }
}

final class HotkeyViewController: NSViewController {
    func resetHotkeys(_ hotkeys: [String]) {
        appDelegate!.setKeyEquivalents(hotkeys)
        appDelegate!.cleaningMode = false
    }
}

func showNetworkActivity() {
    (UIApplication.shared.delegate as? AppDelegate)?.networkCounter += 1
}

let DC = DisplayController()

final class DisplayController {
    let displayManager = DisplayManager()
    let gammaController = GammaController()
    let keysManager = KeysManager()
    var adaptiveMode: AdaptiveMode = ManualMode()

    func enableSensorMode() { adaptiveMode = SensorMode() }
}

final class DisplayManager {}
final class GammaController {}
final class KeysManager {}

protocol AdaptiveMode: AnyObject {
    var brightnessDataPoint: Int { get }
    func adapt(_ display: Display)
}

final class ManualMode: AdaptiveMode {
    var brightnessDataPoint = 0
    func adapt(_ display: Display) {}
}

final class SensorMode: AdaptiveMode {
    var brightnessDataPoint = 0
    func adapt(_ display: Display) {}
}

final class DisplayViewController: NSViewController {
    func update() { print(DC.adaptiveMode.brightnessDataPoint) }
}
```

### An operator in an extension of a platform protocol

```swift
import Combine
import Factory

extension Container {
    var mainScheduler: Factory<DispatchQueue> { self { DispatchQueue.main } }
}

extension Publisher where Failure == Never {
    func sinkOnMain(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        self.receive(on: Container.shared.mainScheduler()).sink(receiveValue: receive)
    }
}
```

### Code deprecated on every platform

```swift
@available(*, deprecated, message: "Use LibraryViewController instead.")
final class RecentsViewController: UIViewController {
    func keepAwake() { AppDelegate.shared?.requestScreenOn() }
}
```

### Wiring from a global container, fallbacks and debug tooling

```swift
final class SwapCoordinator {
    func start() {
        let services = SwapServices(prices: Resolver.resolve(), quotes: Container.shared.quotesAPI())
        show(SwapViewModel(services: services))
    }
}

final class PetModuleDependencies {
    func setupDependencies() {
        let network: NetworkClient = Resolver.resolve()
        Resolver.register { PetRepository(network: network) }
    }
}

final class MainFlowController {
    func showField() {
        push(FieldScreen(images: Resolver.resolve(), animations: Resolver.resolve()))
    }
}

final class HistoryCoordinator {
    func openSend() {
        let wallets = Resolver.resolve(WalletsRepository.self)
        coordinate(to: SendCoordinator(preChosenWallet: wallets.nativeWallet))
    }
}

final class HabitViewModel {
    private let categories: CategoriesUseCase
    init(categories: CategoriesUseCase? = nil) {
        self.categories = categories ?? Container.shared.categoriesUseCase()
    }
}

struct DebugMenuView: View {
    var body: some View {
        Button("Clear cache") { Resolver.resolve(TokensService.self).clear() }
    }
}

final class TesterViewController: UIViewController {
    func clearPressed() { Resolver.resolve(TokensService.self).clear() }
}

final class HomeViewController: UIViewController {
    func addTools() {
        #if !PROD
        Resolver.resolve(TokensService.self).clear()
        #endif
        #if !PRODUCTION
        let tools = UIAction { [weak self] _ in self?.present(TesterViewController(), animated: true) }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Tester", primaryAction: tools)
        #endif
    }
}

struct ResetIntent: AppIntent {
    func perform() async throws -> some IntentResult {
        Container.shared.sessionStore().reset()
        return .result()
    }
}

struct AddDataIntent: DeprecatedAppIntent, CustomIntentMigratedAppIntent {
    func perform() async throws -> some IntentResult {
        Container.shared.sessionStore().reset()
        return .result()
    }
}
```

### Preview scaffolding

```swift
final class AppDelegate: NSObject, NSApplicationDelegate {
    var coordinator: AppCoordinator?
}

final class SessionViewModel {
    init(storage: Storage) {}

    static var preview: SessionViewModel {
        let delegate = NSApplication.shared.delegate as! AppDelegate
        return SessionViewModel(storage: delegate.coordinator!.storage)
    }
}

struct SearchFiltersViewPreviewWrapper: View {
    var body: some View {
        SearchFiltersView(storage: (NSApp.delegate as! AppDelegate).coordinator!.storage)
    }
}
```

### A share extension's principal class, a configuration, a factory returning the type's protocol, a shared instance the container backs

```swift file=Sources/ShareExtension/ShareViewController.swift
final class ShareViewController: UIViewController {
    let viewModel = ShareViewModel(files: Container.shared.fileManager(), checker: Container.shared.resourceChecker())
}
```
```swift file=Sources/App/Settings.swift
final class VersionViewController: UIViewController {
    let version = AppEnvironment.default.configuration.version
}

struct AppEnvironment {
    let configuration: Configuration
    let batchRepository: BatchRepository
    let exposureRepository: ExposureRepository
    let municipalityRepository: MunicipalityRepository
    let notificationService: NotificationService
    static var `default` = AppEnvironment(
        configuration: LocalConfiguration(), batchRepository: BatchRepositoryImpl(),
        exposureRepository: ExposureRepositoryImpl(), municipalityRepository: MunicipalityRepositoryImpl(),
        notificationService: NotificationServiceImpl())
}

protocol SignedDocumentProtocol {}

final class SignedDocument: SignedDocumentProtocol {
    init(fileManager: FileManagerProtocol) {}
}

extension SignedDocument {
    static func open(file: URL) -> SignedDocumentProtocol {
        SignedDocument(fileManager: Container.shared.fileManager())
    }
}

protocol CacheProtocol { func clear() }

final class Cache: CacheProtocol {
    func clear() {}
}

extension Cache {
    static let shared = Container.shared.resolve(CacheProtocol.self)!
}
```

### A logger, a path and an environment entry's default

```swift
import Factory
import System

final class EnvContainer: SharedContainer {
    static let shared = EnvContainer()
    let manager = ContainerManager()
    var logger: ParameterFactory<String, Logger> { self { Logger(subsystem: "app", category: $0) } }
    var startFolder: Factory<FilePath> { self { FilePath("/") } }
    var directoryTree: Factory<DirectoryTreeState> { self { DirectoryTreeState() } }
}

final class QuicklookService {
    private let log = EnvContainer.shared.logger("quicklook")
    func open() -> FilePath { EnvContainer.shared.startFolder() }
}

enum DI {
    static let container = Container()
}

func BPLog(_ message: String) {
    guard let logger = DI.container.resolve(LoggerProvider.self) else { return }
    logger.log(message)
}

extension EnvironmentValues {
    @Entry var directoryTree: DirectoryTreeState = EnvContainer.shared.directoryTree()
}
```

### A notice presenter and feature flags from a hand-made locator

```swift
final class ServiceLocator {
    private static var _noticePresenter: NoticePresenter = DefaultNoticePresenter()
    private static var _featureFlagService: FeatureFlagService = DefaultFeatureFlagService()
    static var noticePresenter: NoticePresenter { _noticePresenter }
    static var featureFlagService: FeatureFlagService { _featureFlagService }
}

final class AddAttributeViewController: UIViewController {
    func displaySyncingError() {
        ServiceLocator.noticePresenter.enqueue(notice: Notice(title: "Sync failed"))
    }

    var showsSideBySide: Bool {
        ServiceLocator.featureFlagService.isFeatureFlagEnabled(.sideBySideViewForOrderForm)
    }
}
```

### Feature flags from a repository, tester screens in a QA folder, a root screen's own accessor

```swift
final class PaymentsManager {
    private let featureFlagsRepository = resolve(\SharedRepositoryContainer.featureFlagsRepository)
    var canPay: Bool { featureFlagsRepository.isEnabled(.payments) }
}

final class MainSplitViewController: UISplitViewController {
    static var current: MainSplitViewController? {
        (UIApplication.shared.delegate as? AppDelegate)?.window?.rootViewController as? MainSplitViewController
    }
}

final class RootNavigationController: UINavigationController {
    static var shared: RootNavigationController {
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        return appDelegate.window!.rootViewController as! RootNavigationController
    }
}
```

```swift file=iOS/Profile/QAFeatures/TrashItemsSection.swift
final class TrashItemsViewModel: ObservableObject {
    private let itemRepository = resolve(\SharedRepositoryContainer.itemRepository)
    func load() async { _ = await itemRepository.trashedItems() }
}
```

### A split root building its columns' coordinators

```swift
import Swinject
import UIKit

final class RootSplitController: UISplitViewController {
    private let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
        super.init(style: .doubleColumn)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        let sidebar = resolver.resolve(SidebarCoordinator.self)!
        let detail = resolver.resolve(DetailCoordinator.self)!
        sidebar.start()
        detail.start()
        setViewController(sidebar.navigationController, for: .primary)
        setViewController(detail.navigationController, for: .secondary)
    }
}
```

### The root coordinator an entry point builds

```swift file=Sources/App/SceneDelegate.swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var coordinator: AppCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        coordinator = AppCoordinator(window: UIWindow())
        coordinator?.start()
    }
}
```
```swift file=Sources/App/AppCoordinator.swift
final class AppCoordinator {
    private let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func start() {
        let session = Resolver.resolve(SessionService.self)
        session.restore()
    }
}
```

### VIPER configurators and module factories

```swift
final class AppAssembly {
    static let shared = AppAssembly()
    let assembler = Assembler()
}

final class SettingsConfigurator {
    func configure(view: SettingsViewController) {
        let r = AppAssembly.shared.assembler.resolver
        let presenter = SettingsPresenter()
        presenter.settings = r.resolve(RuuviLocalSettings.self)
        view.output = presenter
    }
}

final class SettingsModuleFactoryImpl: SettingsModuleFactory {
    func create() -> UIViewController {
        let r = AppAssembly.shared.assembler.resolver
        return SettingsViewController(settings: r.resolve(RuuviLocalSettings.self)!)
    }
}

enum ProfileModule {
    static func viewController() -> UIViewController {
        let viewModel = ProfileViewModel(
            users: Resolver.resolve(SessionManager.self).users, cache: Resolver.resolve(Cache.self))
        return ProfileViewController(viewModel: viewModel)
    }
}

struct MovieDetailInitializer {
    static func setup(id: Int) -> UIViewController {
        let container = AppContainer.getContainer()
        let provider = container.resolve(MovieProvider.self)
        return MovieDetailViewController(viewModel: MovieDetailViewModel(provider: provider!, id: id))
    }
}
```

### Screens built from the container, values, convenience initializers and static factories

```swift
extension Container {
    var baseURL: Factory<URL> { self { URL(string: "https://example.com")! } }
    var realmConfiguration: Factory<Realm.Configuration> { self { .defaultConfiguration } }
    var detailModule: ParameterFactory<Item, DetailModule> { self { DetailModule(item: $0) } }
}

struct DetailView: View {
    @StateObject private var viewModel: DetailViewModel
    init(_ router: DetailRouter) {
        _viewModel = StateObject(wrappedValue: Container.shared.detailViewModel(router))
    }
    var body: some View { Text(viewModel.title) }
}

final class MapViewController: UIViewController {
    private let homeViewModel: HomeViewModel
    init() {
        homeViewModel = Container.shared.homeViewModel.resolve()
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
}

struct MovieModel {
    let title: String
    let genreHandler: GenreHandling

    init(_ movie: Movie, genreHandler: GenreHandling) {
        title = movie.title
        self.genreHandler = genreHandler
    }

    init(_ movie: Movie) {
        self.init(movie, genreHandler: DIContainer.shared.resolve())
    }
}

final class Endpoint {
    var url: URL { Container.shared.baseURL().appendingPathComponent("items") }
    func open() -> Realm? { try? Realm(configuration: Container.shared.realmConfiguration()) }
}

extension ListRoutes {
    func showDetail(_ item: Item) {
        open(Container.shared.detailModule(item).viewController)
    }
}

final class FieldViewController: UIViewController {
    var reactor: FieldReactor? = Resolver.optional(args: [42])
    func showInbox() {
        let reactor: InboxReactor = Resolver.resolve()
        present(InboxViewController(reactor: reactor), animated: true)
    }
}

extension FieldViewController: Resolving {
    func makeReactor() -> FieldReactor { return resolver.resolve() }
}

final class InactivityRunner {
    let timeout: TimeInterval
    init() { timeout = Resolver.resolve(TimeInterval.self, name: "timeout") }
}

struct ThresholdSlider: View {
    let threshold: Threshold
    var body: some View {
        let formatter = Resolver.resolve(ThresholdFormatter.self, args: threshold)
        Text(formatter.label(for: threshold.high))
    }
}

final class EditorManager {
    var allowsForms: Bool { AppContainer.shared.resolve(EditorOptions.self)?.allowForm ?? false }
}

final class AppScene {
    private let pinCheck: HasDevicePinUseCase
    init() { pinCheck = Container.shared.hasDevicePinUseCase() }
    init(pinCheck: HasDevicePinUseCase) { self.pinCheck = pinCheck }
}

final class ArticleViewModel {
    init(item: Item, store: ArticleStore) {}

    static func fromURL(_ url: String) -> ArticleViewModel? {
        let store = AppServices.shared.store
        guard let item = store.item(at: url) else { return nil }
        return ArticleViewModel(item: item, store: store)
    }
}

struct LocationBadge {
    var isOn: Bool { LocationServices.shared.isEnabled }
}
```
```swift file=Sources/App/AppServices.swift
protocol ArticleStore { func item(at url: String) -> Item? }
final class DiskArticleStore: ArticleStore { func item(at url: String) -> Item? { nil } }

struct AppServices {
    static let shared = AppServices(store: DiskArticleStore(), clock: SystemClock(), auth: AuthClient())
    let store: ArticleStore
    let clock: SystemClock
    let auth: AuthClient
}

struct LocationServices {
    static let shared = LocationServices()
    let isEnabled = true
    let accuracy = 10.0
}
```

### swift-dependencies registration and overrides

```swift
extension PersistenceRepository: DependencyKey {
    static let liveValue = PersistenceRepository(keychain: .live)
    static var previewValue: PersistenceRepository { .liveValue }
    static func fresh() -> PersistenceRepository { PersistenceRepository.liveValue }
}

extension DependencyValues {
    var persistenceRepository: PersistenceRepository {
        get { self[PersistenceRepository.self] }
        set { self[PersistenceRepository.self] = PersistenceRepository.liveValue }
    }
}

struct SettingsPreview {
    func make() -> SettingsModel {
        withDependencies { $0.persistenceRepository = .liveValue } operation: { SettingsModel() }
    }
}
```

### A key's live value installed at launch

```swift
enum ChatAPIKey: DependencyKey {
    static var liveValue: ChatAPI?
}

final class ChatModuleSetup {
    func install(api: ChatAPI) {
        ChatAPIKey.liveValue = api
    }
}
```

### A supervisor handing its lookups to the store it builds

```swift
final class IngredientListSupervisor {
    private let listStore: IngredientListStore
    init() {
        listStore = IngredientListStore(
            storeUser: Container.shared.coreDataUserManager().user,
            context: Container.shared.managedObjectContext()
        )
    }
}
```

### A closure client's live witness

```swift
struct BackupFetcher {
    var fetch: (String) -> Data?
}

extension BackupFetcher {
    static let mock = BackupFetcher(fetch: { _ in nil })
    static let live = BackupFetcher { path in
        let keychain = try? Container.shared.resolve() as KeychainHandling
        return keychain?.data(for: path)
    }
}
```

### A private helper beside the `@main` App building what its root installs

```swift
@main
struct TwinApp: App {
    let store = Store(initialState: AppFeature.State()) {
        AppFeature()
    } withDependencies: {
        $0.networkClient = makeNetworkClient()
    }
    var body: some Scene { WindowGroup { RootView(store: store) } }
}

private func makeNetworkClient() -> NetworkClient {
    NetworkClient.live(refresh: { try await SessionClient.liveValue.refreshToken() })
}
```

### Tests may use the container

```swift file=Tests/AppTests/ProfileTests.swift
final class ProfileTests: XCTestCase {
    func testResolves() {
        let container = Container()
        XCTAssertNotNil(container.resolve(UserService.self))
        let api = Container.shared.cartAPI()
    }
}
```

### A hand-made locator's registration

```swift
final class ServiceLocator {
    static let shared = ServiceLocator()
    func addService<T>(service: T) {}
    func getService<T>() -> T? { nil }
    func replaceAnalytics(isEnabled: Bool) {}
}

final class StartupService {
    static func start(with locator: ServiceLocator) {
        locator.addService(service: SettingsStore())
    }
}

final class SettingsStore {}

enum Startup {
    static func run() {
        StartupService.start(with: ServiceLocator.shared)
        ServiceLocator.shared.addService(service: SettingsStore())
    }
}

public class ServiceContainer {
    public static let shared = ServiceContainer()
    var userService: UserService!
    func setup(forceReinitialize: Bool = false) { userService = UserService() }
}

enum DataResetService {
    static func resetAll() {
        ServiceContainer.shared.setup(forceReinitialize: true)
    }
}

final class SettingsViewModel {
    func analyticsSwitchChanged(_ isOn: Bool) {
        ServiceLocator.shared.replaceAnalytics(isEnabled: isOn)
    }
}
```

A test double kept in app code (a stub the app's tests use) reads what it fakes:

```swift
final class StorageContainer: SharedContainer {
    static let shared = StorageContainer()
    let manager = ContainerManager()
    var goalStore: Factory<GoalStore> { self { CoreDataGoalStore() } }
}

final class GoalRepositoryStub: GoalRepository {
    func goals() -> [Goal] { StorageContainer.shared.goalStore().goals() }
}
```

A global service hub's values, its ambient services, members set on it and its own code; a
`var` of a struct, Point-Free's `Current` world, replaced whole by tests:

```swift
let Env = Environment()

final class Environment {
    let userSessionStore = UserSessionStore()
    let betslipManager = BetslipManager()
    var favoritesManager = FavoritesManager()
    let themeManager = ThemeManager()
    var locale = Locale.autoupdatingCurrent
    var deviceId: String { UserDefaults.standard.string(forKey: "device_id") ?? "" }
    lazy var sessionTracker = SessionTracker(deviceId: Env.deviceId)
}

final class UserSessionStore {}
final class BetslipManager {}
final class FavoritesManager {}
final class ThemeManager { var textColor: UIColor { .label } }
final class SessionTracker { init(deviceId: String) {} }

final class MatchCell: UITableViewCell {
    func configure() {
        textLabel?.textColor = Env.themeManager.textColor
        detailTextLabel?.text = Env.locale.identifier + Env.deviceId
    }
}

final class AppBootstrap {
    func resetFavorites() { Env.favoritesManager = FavoritesManager() }
}

struct World {
    var api = APIClient()
    var analytics = AnalyticsClient()
    var storage = StorageManager()
}

var Current = World()

final class FeedViewModel {
    func load() { Current.api.fetch() }
}
```

A `Locator` the analyzed set does not declare, read as a value (Readium's reading position):

```swift
import ReadiumShared

final class TPPBookLocation {
    let href: String
    init(locator: Locator) {
        href = locator.href
        _ = Locator.Locations(progression: locator.locations.progression)
    }
}
```

A `Locator` the analyzed set declares as a struct, a web API's endpoint built by a static
factory:

```swift
struct Locator: Hashable {
    let url: URL
    let method: String
    static func serviceIdentityDocument(endpointUrl: URL) -> Locator { Locator(url: endpointUrl, method: "GET") }
}

struct ServiceIdentityDocumentResource {
    let locator: Locator
    init(endpointUrl: URL) {
        locator = Locator.serviceIdentityDocument(endpointUrl: endpointUrl)
    }
}
```

A hand-made registry's own API on its type: keys declared with its factory method, and a
value it keeps:

```swift
final class Dependencies {
    static let shared = Dependencies()
    static var isRTL: Bool { false }
    static let userInfoKey = CodingUserInfoKey(rawValue: "dependencies")!
    static func create<S>(identifier: String, createInstance: @escaping () -> S) -> SingletonConfig<S> { SingletonConfig() }
}

struct SingletonConfig<S> {}

enum Singleton {
    static let storage: SingletonConfig<Storage> = Dependencies.create(identifier: "storage") { Storage() }
}

final class MessageCell {
    func layout() -> Bool { Dependencies.isRTL }
    func decode(_ decoder: Decoder) { _ = decoder.userInfo[Dependencies.userInfoKey] }
}
```

A container of the app's own building the library's container it resolves from:

```swift
import Swinject

protocol AccountService { func refresh() }

final class DependencyContainer {
    private let container: Container

    var accountService: AccountService { container.resolve(AccountService.self)! }

    init() {
        container = Container()
    }

    func startBackgroundServices() {
        container.resolve(AccountService.self)!.refresh()
    }
}

final class AppDI {
    private static let container: DIContainer = DIContainer()

    static func resolve<T>() -> T {
        container.resolve()
    }
}
```

A VPN's packet tunnel, which the system creates, builds its own container, and a resolver
type fills one and hands out what it resolves:

```swift
final class PacketTunnelProvider: NEPacketTunnelProvider {
    private let container = Container()
    override func startTunnel(options: [String: NSObject]?) async throws {
        let logger = container.resolve(FileLogger.self)!
        logger.log("start")
    }
}

final class ContainerResolver {
    private let container = Container()
    func getLogger() -> FileLogger { container.resolve(FileLogger.self)! }
}
```

### A view model under its short name

```swift
extension Container {
    var webViewVM: Factory<WebViewVM> { self { WebViewVM() } }
}

final class WebViewVM: ObservableObject {
    func initializeWebView(assignViewID id: String) async {}
}

final class MainVM: ObservableObject {
    func reloadSites(_ ids: [String]) async {
        for id in ids {
            let webViewVM = Container.shared.webViewVM()
            await webViewVM.initializeWebView(assignViewID: id)
        }
    }
}
```

### A view controller under its short name

```swift
import Swinject

extension Container { static let shared = Container() }

final class DestinationListVC: UIViewController {}

final class HomeVC: UIViewController {
    func showDestinations() {
        let vc = Container.shared.resolve(DestinationListVC.self)!
        navigationController?.pushViewController(vc, animated: true)
    }
}
```

### A module's coordinator resolving from the container it builds, a lookup nothing reads

```swift
import UIKit

protocol LoginExternalDependencies { func loginRepository() -> LoginRepository }
protocol LoginRepository { func signIn() }
protocol LoginDependencies {
    var external: LoginExternalDependencies { get }
    func resolve() -> UIViewController
}

final class LoginCoordinatorImp {
    weak var navigation: UINavigationController?
    private let externalDependencies: LoginExternalDependencies
    private lazy var dependencies: Dependency = { Dependency(dependencies: externalDependencies) }()

    init(dependencies: LoginExternalDependencies) { self.externalDependencies = dependencies }

    func start() { navigation?.setViewControllers([dependencies.resolve()], animated: false) }
}

private extension LoginCoordinatorImp {
    struct Dependency: LoginDependencies {
        let dependencies: LoginExternalDependencies
        var external: LoginExternalDependencies { dependencies }
        func resolve() -> UIViewController { UIViewController() }
    }
}

final class WallViewModel {
    private let friendRelationService = Container.shared.resolve(FriendRelationService.self)
    func title() -> String { "Wall" }
}

protocol FriendRelationService {}

protocol TokenStore {}

final class ChannelsUseCase {
    private let tokenStore: TokenStore
    init() {
        self.tokenStore = Container.shared.resolve(TokenStore.self)!
    }
}
```

### A view model under its protocol's name

```swift
import Resolver

protocol FeedsTabViewModelProtocol: AnyObject { func refresh() }

final class FeedsViewModel {
    private(set) var tabs: [FeedsTabViewModelProtocol] = []
    func load() {
        tabs = [Resolver.resolve(FeedsTabViewModelProtocol.self)]
        tabs.forEach { $0.refresh() }
    }
}
```

### The navigation stack an app delegate keeps, and the delegate handed to a tab bar

```swift
@main
final class PodcastAppDelegate: UIResponder, UIApplicationDelegate, UITabBarControllerDelegate {
    static var shared: PodcastAppDelegate { UIApplication.shared.delegate as! PodcastAppDelegate }
    weak var rootNavigationController: UINavigationController?
}

final class EpisodeCell: UITableViewCell {
    func openShow(_ show: ShowViewController) {
        PodcastAppDelegate.shared.rootNavigationController?.pushViewController(show, animated: true)
    }
}

final class PodcastTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = PodcastAppDelegate.shared
    }
}
```

### The navigation stack under its plain name, and the theme switched for every view

```swift
final class TerminalAppDelegate: UIResponder, UIApplicationDelegate {
    static var shared: TerminalAppDelegate!
    var navigationController = UINavigationController()
    func toggleTheme(isDark: Bool) { UINavigationBar.appearance().barStyle = isDark ? .black : .default }
}

final class FolderViewController: UIViewController {
    func open(_ folder: FolderViewController) {
        TerminalAppDelegate.shared.navigationController.pushViewController(folder, animated: true)
    }
    func themeChanged(_ isDark: Bool) {
        (UIApplication.shared.delegate as? TerminalAppDelegate)?.toggleTheme(isDark: isDark)
    }
}
```

### A view's view model assigned through its wrapper, the interface language and the open panel

```swift
import Resolver

@Observable final class PlayerViewModel {
    var title: String?
}

struct PlayerView: View {
    @Bindable private var viewModel: PlayerViewModel
    init() {
        _viewModel = Bindable(Resolver.resolve())
    }
    var body: some View { Text(viewModel.title ?? "") }
}

@main
final class WalletAppDelegate: UIResponder, UIApplicationDelegate {
    func setupLanguage() {
        UIView.appearance().semanticContentAttribute = .forceRightToLeft
    }
    func dismissOpenPanel() {}
}

final class LanguagePresenter {
    func select() { (UIApplication.shared.delegate as? WalletAppDelegate)?.setupLanguage() }
}

final class RepositoryDocument: NSDocument {
    override func read(from url: URL, ofType typeName: String) throws {
        (NSApp.delegate as? WalletAppDelegate)?.dismissOpenPanel()
    }
}
```

### A menu-bar app's popover window, a named Preferences pane

```swift
@main
final class BalanceAppDelegate: NSObject, NSApplicationDelegate {
    static var sharedInstance: BalanceAppDelegate { NSApp.delegate as! BalanceAppDelegate }
    var pinned = false
    var maxHeight: CGFloat = 600
    func resizeWindowHeight(_ height: CGFloat) {}
    func showBillingPreferences() {}
    func relaunch() {}
}

final class AccountsTabViewController: NSViewController {
    func adjustWindowHeight() {
        BalanceAppDelegate.sharedInstance.resizeWindowHeight(BalanceAppDelegate.sharedInstance.maxHeight)
        BalanceAppDelegate.sharedInstance.pinned = true
    }
}

final class AppLock {
    func resetAppData() {
        BalanceAppDelegate.sharedInstance.showBillingPreferences()
        BalanceAppDelegate.sharedInstance.relaunch()
    }
}
```

### A coordinator building its screens through SwinjectAutoregistration's operator, a lookup nothing reads

```swift
import Swinject
import SwinjectAutoregistration
import UIKit

final class DIContainer {
    static let shared = DIContainer()
    let assembler = Assembler()
    var resolver: Resolver { assembler.resolver }
}

protocol RouterAbstract {
    func setRootModule(_ controller: UIViewController)
}

final class AppSession {
    func logOut() {}
}

final class AuthPhoneController: UIViewController {
    var onEvent: ((String) -> Void)?
}

class Coordinator {
    let resolver: Resolver = DIContainer.shared.resolver
    let router: RouterAbstract
    init(router: RouterAbstract) { self.router = router }
}

final class AuthFlowCoordinator: Coordinator {
    private let appSession: AppSession = resolver ~> AppSession.self

    func start() {
        let controller = resolver ~> AuthPhoneController.self
        controller.onEvent = { [weak self] _ in self?.finish() }
        router.setRootModule(controller)
    }

    private func finish() {}
}
```

### A view's analytics resolved into a property it only sends events through, a route registering the player it opens

```swift
import SwiftUI
import Swinject

final class DIContainer {
    static let shared = DIContainer()
    let container = Container()
}

protocol AnalyticsService {
    func logEngagement(view: Any)
    func logEvent(name: String)
}

struct CategoryView: View {
    private let analytics: AnalyticsService?

    init() {
        let diContainer = DIContainer.shared.container
        self.analytics = diContainer.resolve(AnalyticsService.self)
    }

    var body: some View {
        Text("Cakes")
            .onAppear { analytics?.logEngagement(view: self) }
            .onTapGesture { analytics?.logEvent(name: "category_tap") }
    }
}
```

```swift file=Sources/Order/OrderTypeViewController.swift
import Swinject
import UIKit

let assembler = Assembler()

enum AnalyticEvent {
    case carttabbar, paydelivery
}

final class PillicanAnalyticManager {
    func log(_ event: AnalyticEvent) {}
}

protocol UserInfoStorage {
    var token: String? { get }
}

final class OrderTypeViewController: UIViewController {
    private let analytics = assembler.resolver.resolve(PillicanAnalyticManager.self)!
    private let userInfo: UserInfoStorage

    init() {
        self.userInfo = assembler.resolver.resolve(UserInfoStorage.self)!
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        analytics.log(.carttabbar)
        NotificationCenter.default.post(name: .init("reloadBadge"), object: nil, userInfo: nil)
    }
}
```

```swift
import FactoryKit

final class PlayerManager {}

extension Container {
    var playerManager: Factory<PlayerManager?> { self { nil } }
    var playerManagerPublisher: Factory<PlayerPublisher> { self { PlayerPublisher() }.singleton }
}

final class PlayerPublisher {
    func send(_ manager: PlayerManager?) {}
}

struct PlayerRoute {
    static func videoPlayer(manager: PlayerManager) -> PlayerRoute {
        Container.shared.playerManager.register { manager }
        Container.shared.playerManagerPublisher().send(manager)
        return PlayerRoute()
    }
}
```

### A screen's analytics event sent through the app delegate's analytics service

```swift
@main
final class PetsAppDelegate: UIResponder, UIApplicationDelegate {
    static var shared: PetsAppDelegate { UIApplication.shared.delegate as! PetsAppDelegate }
    let context = AppContext()
}

final class AppContext {
    let analyticsService = AnalyticsService()
}

final class LoginViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        PetsAppDelegate.shared.context.analyticsService.logEvent(ScreenViewEvent(screenName: "login"))
    }
}
```

### An algorithm's resolver built in place, the app delegate's window controller through its shared instance

```swift
final class NoteTreeResolver {
    private let notes: [String]
    init(notes: [String]) { self.notes = notes }
    func resolve() -> [String] { notes.sorted() }
}

final class TimelineSource {
    func rebuild(_ notes: [String]) -> [String] {
        let resolver = NoteTreeResolver(notes: notes)
        return resolver.resolve()
    }
}

class AppDelegate: LowtechAppDelegate {
    lazy var onboardingWindowController: NSWindowController? = nil
}

struct OnboardingView: View {
    var body: some View {
        Button("Start") { (AppDelegate.instance as? AppDelegate)?.onboardingWindowController?.close() }
    }
}
```

### A finder named like a resolver, a background session's completion handler in a lazy value

```swift
final class CodexExecutableResolver {
    static let shared = CodexExecutableResolver()
    private var cached: URL?
    func resolve() -> URL? { cached }
    func invalidate() { cached = nil }
}

struct LoginShellRunner {
    static func isInstalled() -> Bool { CodexExecutableResolver.shared.resolve() != nil }
}

final class ChatCLIProcessRunner {
    private let codexExecutableResolver: CodexExecutableResolver
    init(codexExecutableResolver: CodexExecutableResolver) { self.codexExecutableResolver = codexExecutableResolver }
    func run() -> URL? { codexExecutableResolver.resolve() }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var backgroundSessionCompletionHandler: (() -> Void)?
}

final class DownloadSession {
    init(identifier: String, completion: (() -> Void)?) {}
}

final class DownloadManager {
    lazy var session: DownloadSession = {
        [unowned self] in
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        let completion = appDelegate.backgroundSessionCompletionHandler
        return DownloadSession(identifier: "downloads", completion: completion)
    }()
}
```

### A screen resolved through a holder's injector

```swift
final class DependencyContainer {
    static let shared = DependencyContainer()
    let injector: Injector = DependencyInjector(container: Container())
}

final class SceneDelegate: UIResponder {
    func showSignIn() -> UIViewController {
        DependencyContainer.shared.injector.resolve(SignInViewController.self)
    }
}

final class ProfileViewController: UIViewController {
    func openSettings() {
        let settings = DependencyContainer.shared.injector.resolve(SettingViewController.self)
        navigationController?.pushViewController(settings, animated: true)
    }
}
```

### The app delegate's bar appearance, screens composed by a SwiftUI router

```swift
import Swinject

final class TeamsAppDelegate: UIResponder, UIApplicationDelegate {
    func setupDesign() {
        UINavigationBar.appearance().tintColor = .white
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        UINavigationBar.appearance().standardAppearance = appearance
    }
}

final class InviteViewModel {
    func showShareScreen() {
        (UIApplication.shared.delegate as? TeamsAppDelegate)?.setupDesign()
    }
}

protocol GetMembersUseCase {}
protocol ScoreRepository {}

final class MembersViewModel: ObservableObject {
    init(getMembers: GetMembersUseCase) {}
}

final class ScoreListViewModel: ObservableObject {
    init(repository: ScoreRepository) {}
}

struct MembersView: View {
    let viewModel: MembersViewModel
    var body: some View { Text("members") }
}

struct ScoreListView: View {
    let viewModel: ScoreListViewModel
    var body: some View { Text("scores") }
}

struct PoolHomeRouterContent: View {
    @Environment(\.diResolver) private var diResolver: Resolver
    var body: some View {
        NavigationStack {
            Text("home")
                .navigationDestination(for: Int.self) { _ in
                    MembersView(viewModel: MembersViewModel(getMembers: diResolver.resolve(GetMembersUseCase.self)!))
                }
        }
    }
}

struct PoolHomeView: View {
    @Environment(\.diResolver) private var diResolver: Resolver
    var body: some View {
        TabView {
            ScoreListView(viewModel: ScoreListViewModel(repository: diResolver.resolve(ScoreRepository.self)!))
        }
    }
}
```

### An enum of navigation routes building each case's screen

```swift file=Sources/App/SignInRoute.swift
import Resolver
import SwiftUI

protocol AuthService {}
final class SignInViewModel: ObservableObject {
    init(authService: AuthService) {}
}

struct SignInView: View {
    @StateObject var viewModel: SignInViewModel
    var body: some View { Text("sign in") }
}

enum SignInRoute: Hashable {
    case signIn

    @ViewBuilder
    func view() -> some View {
        switch self {
        case .signIn:
            SignInView(viewModel: SignInViewModel(authService: Resolver.resolve()))
        }
    }
}
```

### A Composable Architecture reducer of destinations scoping each route to the next feature

```swift file=Sources/Home/HomeReducer.swift
import ComposableArchitecture
import Factory

public struct FundFeatureContainer: SharedContainer {
    public static let shared = FundFeatureContainer()
    public let manager = ContainerManager()
    public var fundDetailsReducer: Factory<FundDetailsReducer> { self { FundDetailsReducer() } }
}

@Reducer
public struct HomeReducer {
    @Reducer
    public struct Destination {
        public enum State: Equatable {
            case fundDetailsRoute(FundDetailsReducer.State)
        }

        public enum Action {
            case fundDetailsRoute(FundDetailsReducer.Action)
        }

        public var body: some ReducerOf<Self> {
            Scope(state: \.fundDetailsRoute, action: \.fundDetailsRoute) {
                resolve(\FundFeatureContainer.fundDetailsReducer)
            }
        }
    }
}
```

### A presented screen's environment, a typed local setting the root screen, a parenthesized global

```swift
final class DependencyInjector {
    static let shared = DependencyInjector()
    func resolve<T>(_ type: T.Type) -> T { fatalError() }
}

final class CameraManager: ObservableObject {}

struct CreateFlowView: View {
    var body: some View { Text("create") }
}

struct MainTabView: View {
    @State private var showingCreate = false
    var body: some View {
        Text("home")
            .fullScreenCover(isPresented: $showingCreate) {
                CreateFlowView()
                    .environmentObject(DependencyInjector.shared.resolve(CameraManager.self))
            }
    }
}

let appDelegate = (UIApplication.shared.delegate as? AppDelegate)

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class UserManager {
    func logout() {
        let appDel: AppDelegate = UIApplication.shared.delegate as! AppDelegate
        appDel.window?.rootViewController = UIViewController()
    }
}
```

### The app delegate cast set whole as a delegate, a global made by a closure

```swift
import UserNotifications

var appDelegate: AppDelegate = {
    return UIApplication.shared.delegate as! AppDelegate
}()

final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?
}

final class HomeViewController: UIViewController {
    func askForPush() {
        UNUserNotificationCenter.current().delegate = UIApplication.shared.delegate as! AppDelegate
    }
}
```

### A method setting the root screen, called through a global bound to the delegate

```swift file=Sources/App/AppDelegate.swift
let appdelegate = UIApplication.shared.delegate as! AppDelegate

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func loadRegistration() {
        let navigation = UINavigationController()
        appdelegate.window?.rootViewController = navigation
    }
}
```
```swift file=Sources/Cart/CartViewController.swift
final class CartViewController: UIViewController {
    @IBAction func register(_ sender: Any) {
        appdelegate.loadRegistration()
    }
}
```

### A coordinator under a misspelt name, known by its superclass

```swift
import Swinject
import UIKit

class BaseCoordinator {
    let navigationController = UINavigationController()
    func start(coordinator: BaseCoordinator) {}
}

final class CreateTeamCoordinator: BaseCoordinator {}

extension Container {
    static let app = Container()
    static func resolve<Service>(_ type: Service.Type) -> Service { app.resolve(type)! }
}

final class TeamListCoordonator: BaseCoordinator {
    func createTeam() {
        start(coordinator: Container.resolve(CreateTeamCoordinator.self))
    }
}
```

### A coordinator resolving the navigation container its screens go in

```swift
import Swinject
import SwinjectAutoregistration
import UIKit

final class NavigationController: UINavigationController {}

class Coordinator {
    let resolver: Resolver = DIContainer.shared.resolver
    func start() {}
}

final class DIContainer {
    static let shared = DIContainer()
    let assembler = Assembler()
    var resolver: Resolver { assembler.resolver }
}

final class SettingsCoordinator: Coordinator {
    lazy var navController = resolver ~> NavigationController.self
    override func start() { navController.setViewControllers([UIViewController()], animated: false) }
}
```

### The next screen's view model resolved as its initializer's argument

```swift
import Resolver

final class DetailTreeViewModel: ObservableObject {
    init(tree: String) {}
}

struct DetailTreeView: View {
    @ObservedObject var viewModel: DetailTreeViewModel
    var body: some View { Text("Tree") }
}

struct TreeItemView: View {
    let tree: String
    var body: some View {
        NavigationLink(destination: DetailTreeView(viewModel: Resolver.resolve(args: tree))) {
            Text(tree)
        }
    }
}
```

### A gateway's parameterless initializer reading the delegate's context

```swift
import CoreData

final class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var persistentContainer = NSPersistentContainer(name: "Blocks")
}

struct DataGateway {
    let managedObjectContext: NSManagedObjectContext

    init() {
        managedObjectContext = (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext
    }

    init(for managedObjectContext: NSManagedObjectContext) {
        self.managedObjectContext = managedObjectContext
    }
}
```

### A view looking up the app's toast manager

```swift
import Factory
import SwiftUI

final class ToastManager: ObservableObject {
    @Published var message: String?
    func show(_ text: String) { message = text }
}

extension Container {
    var toastManager: Factory<ToastManager> { self { ToastManager() }.singleton }
}

struct DoseListView: View {
    @ObservedObject private var toast = Container.shared.toastManager.resolve()
    var body: some View { Text(toast.message ?? "") }
}
```

### A reveal menu's front navigation stack kept on the app delegate

```swift
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var frontNavigationController: UINavigationController!
    var currentViewController: UIViewController!
}

final class MenuViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        let next = UIViewController()
        appDelegate.currentViewController = next
        appDelegate.frontNavigationController.setViewControllers([next], animated: false)
    }
}
```

### An error reporter looked up, a menu-bar app's popover and status view, a member named like a launcher's delegate

```swift file=Sources/App/ErrorSet.swift
import Resolver

protocol ErrorReporting { func logError(_ message: String) }

struct ErrorSet {
    var errors: [String] = []
    mutating func popFirst() {
        guard !errors.isEmpty else {
            Resolver.resolve(ErrorReporting.self).logError("No error to pop")
            return
        }
        errors.removeFirst()
    }
}
```

```swift file=Sources/App/AppDelegate.swift
import AppKit

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    var popover: NSPopover?
    var statusView = StatusBarView()
}

final class StatusBarView: NSView { var isTinyText = false }
```

```swift file=Sources/Launcher/main.swift
import AppKit

let delegate = AppDelegate()
NSApplication.shared.delegate = delegate
```

```swift file=Sources/App/PopupViewController.swift
import AppKit

protocol IdDelegate: AnyObject { func add(id: Int) }

final class PopupViewController: NSViewController {
    @IBAction func closePressed(_ sender: NSButton) {
        let app = (NSApp.delegate as! AppDelegate)
        app.popover?.close()
    }
}

final class FontSettingsViewController: NSViewController {
    @IBAction func tinyFontChanged(_ sender: NSButton) {
        let app = NSApp.delegate as! AppDelegate
        app.statusView.isTinyText = sender.state == .on
    }
}

final class DeviceIDViewController: NSViewController {
    var delegate: IdDelegate?
    @IBAction func okPressed(_ sender: NSButton) {
        delegate?.add(id: 7)
    }
}
```

### The app's localization looked up by a storyboard-made label

```swift file=Sources/App/Inject.swift
import Swinject

extension Assembler {
    static let sharedAssembler = Assembler([])
}

func inject<T>() -> T {
    Assembler.sharedAssembler.resolver.resolve(T.self)!
}
```

```swift file=Sources/App/BaseLabel.swift
import UIKit

protocol Localization { func string(_ key: String) -> String }

final class BaseLabel: UILabel {
    var localization: Localization = inject()
    @IBInspectable var localizedKey: String = "" {
        didSet { text = localization.string(localizedKey) }
    }
}
```

### Routers resolved for the tab screens a `TabView` builds in a `switch`, a `ForEach` and a `ZStack`

```swift file=Sources/App/MainScreenView.swift
import Swinject
import SwiftUI

protocol DashboardRouter {}
protocol DiscussionRouter {}
final class DashboardViewModel: ObservableObject {}
final class DiscussionViewModel: ObservableObject {}
enum MainTab: CaseIterable, Hashable { case dashboard, discussion }

struct DashboardView: View {
    let viewModel: DashboardViewModel
    let router: DashboardRouter
    var body: some View { Text("dashboard") }
}

struct DiscussionTopicsView: View {
    let viewModel: DiscussionViewModel
    let router: DiscussionRouter
    var body: some View { Text("topics") }
}

struct MainScreenView: View {
    @State private var selection = MainTab.dashboard

    var body: some View {
        TabView(selection: $selection) {
            ForEach(MainTab.allCases, id: \.self) { tab in
                switch tab {
                case .dashboard:
                    ZStack {
                        DashboardView(
                            viewModel: Container.shared.resolve(DashboardViewModel.self)!,
                            router: Container.shared.resolve(DashboardRouter.self)!
                        )
                    }
                    .tag(tab)
                case .discussion:
                    DiscussionTopicsView(
                        viewModel: Container.shared.resolve(DiscussionViewModel.self)!,
                        router: Container.shared.resolve(DiscussionRouter.self)!
                    )
                    .tag(tab)
                }
            }
        }
    }
}
```

### A Factory key giving a closure under an alias

```swift
import Factory
import Moya

public typealias StubHandler = (TargetType) -> Moya.StubBehavior

public final class NetworkContainer: SharedContainer {
    public static var shared = NetworkContainer()
    public var manager = ContainerManager()
}

extension NetworkContainer {
    public var stubClosure: Factory<StubHandler> {
        self { { _ in .never } }
    }
}

final class NetworkService<T: TargetType> {
    func makeProvider() -> MoyaProvider<T> {
        MoyaProvider<T>(stubClosure: NetworkContainer.shared.stubClosure())
    }
}
```

### Analytics looked up and sent in place by a view and a coordinator

```swift
import Resolver
import SwiftUI

enum AnalyticsEvent {
    case linkScreenOpen, historyTap
}

protocol AnalyticsManager {
    func log(event: AnalyticsEvent)
    func log(title: String, error: Error)
}

struct SendCreateLinkView: View {
    var body: some View {
        Text("Creating link")
            .onAppear {
                Resolver.resolve(AnalyticsManager.self).log(event: .linkScreenOpen)
            }
    }
}

final class CreateWalletCoordinator {
    static func log(error: Error) {
        Resolver.resolve(AnalyticsManager.self).log(title: "Registration error", error: error)
    }
}
```

### Screens and cells looking up the app's theme from a hand-made locator

```swift
import UIKit

final class ServiceLocator {
    static let shared = ServiceLocator()
    private var services: [String: Any] = [:]

    func getService<T>() -> T? { services[String(describing: T.self)] as? T }
}

protocol ThemeServiceProtocol {
    var backgroundColor: UIColor { get }
    func setupTableCell(_ cell: UITableViewCell)
}

final class DnsSettingsController: UITableViewController {
    private let theme: ThemeServiceProtocol = ServiceLocator.shared.getService()!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = theme.backgroundColor
    }
}

final class FilterTagsCell: UITableViewCell {
    private let themeService: ThemeServiceProtocol = ServiceLocator.shared.getService()!

    func apply() { themeService.setupTableCell(self) }
}
```

### A convenience initializer handing SwinjectAutoregistration's lookups to the designated one

```swift
import Swinject
import SwinjectAutoregistration

protocol BudgetRenamer { func rename(to name: String) }
protocol TransactionFetcher { func fetch() -> [String] }

final class Budget {
    let name: String
    private let renamer: BudgetRenamer
    private let fetcher: TransactionFetcher

    init(name: String, renamer: BudgetRenamer, fetcher: TransactionFetcher) {
        self.name = name
        self.renamer = renamer
        self.fetcher = fetcher
    }

    convenience init(name: String) {
        self.init(
            name: name,
            renamer: iocContainer~>BudgetRenamer.self,
            fetcher: iocContainer~>TransactionFetcher.self
        )
    }
}
```

### A module's start point appending its framework

```swift file=Sources/Auth/AuthStartPoint.swift
import DITranquillity
import SwiftLazy

final class AuthRouter {}

final class AuthStartPoint {
    var subscribersFiller: (String) -> Void = { _ in }
    private var routerProvider = Provider<AuthRouter>()

    func reg(container: DIContainer) {
        container.append(framework: AuthDependency.self)
        routerProvider = container.resolve()
    }
}
```

### A window and a screen by what it inherits, from the container; the delegate's screen on top

```swift file=Sources/App/AppDelegate.swift
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var topMostController: UIViewController? {
        var top = window?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }
}

let kSharedAppDelegate = UIApplication.shared.delegate as? AppDelegate
```

```swift file=Sources/App/DIContainer.swift
import Swinject

final class DIContainer {
    static let shared = DIContainer()
    private let container = Container()

    func resolve<T>() -> T {
        guard let resolved = container.resolve(T.self) else { fatalError("resolve failed") }
        return resolved
    }
}
```

```swift file=Sources/Login/LoginViewController.swift
import UIKit

final class LinkPickerFlow: UINavigationController {}

final class LoginViewController: UIViewController {
    func moveHome() {
        let window: UIWindow = DIContainer.shared.resolve()
        window.rootViewController = HomeViewController()
        window.makeKeyAndVisible()
    }

    func addLink() {
        let flow: LinkPickerFlow = DIContainer.shared.resolve()
        present(flow, animated: true)
    }

    func showNoCamera() {
        let alert = UIAlertController(title: "No camera", message: nil, preferredStyle: .alert)
        kSharedAppDelegate?.topMostController?.present(alert, animated: true)
    }
}
```

### An Objective-C app delegate switching the root screen

```swift file=Sources/Login/LoginViewModel.swift
import UIKit

final class LoginViewModel {
    func loginSucceeded() {
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.switch(toMainController: true)
    }
}
```

### The next screen's view-model factory, from a keyed container

```swift file=Sources/App/DIContainer.swift
final class DIContainer {
    static let shared = DIContainer()
    private var objects: [String: Any] = [:]

    func resolve<T>(_ type: T.Type) throws -> T {
        guard let object = objects[String(describing: type)] as? T else { throw CocoaError(.featureUnsupported) }
        return object
    }
}
```

```swift file=Sources/Book/BookViewController.swift
import UIKit

struct ReadPageViewModel {
    let bookID: UUID
}

struct ReadPageViewModelFactory {
    func make(bookID: UUID) -> ReadPageViewModel { ReadPageViewModel(bookID: bookID) }
}

final class ReadPageViewController: UIViewController {
    init(viewModel: ReadPageViewModel) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class BookViewController: UIViewController {
    func openPage(of bookID: UUID) throws {
        let factory = try DIContainer.shared.resolve(ReadPageViewModelFactory.self)
        navigationController?.pushViewController(
            ReadPageViewController(viewModel: factory.make(bookID: bookID)), animated: true)
    }
}
```

### A symbol loader local to an initializer

```swift
import Darwin

typealias MainConnectionIDFunc = @convention(c) () -> Int32

final class SkyLight {
    static let shared = SkyLight()
    let mainConnectionID: MainConnectionIDFunc

    private init() {
        let lib = dlopen("/System/Library/PrivateFrameworks/SkyLight.framework/SkyLight", RTLD_LAZY)

        func resolve<T>(_ symbol: String, as _: T.Type) -> T {
            unsafeBitCast(dlsym(lib, symbol), to: T.self)
        }

        mainConnectionID = resolve("SLSMainConnectionID", as: MainConnectionIDFunc.self)
    }
}
```

### Signing out through a method an extension of the app delegate declares

```swift file=App/AppDelegate.swift
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
```

```swift file=App/AppDelegate+Auth.swift
import UIKit

extension AppDelegate {
    func showAuth() {
        guard let window else { return }
        window.rootViewController = AuthViewController()
    }
}

final class AuthViewController: UIViewController {}
```

```swift file=Features/Profile/ProfileViewController.swift
import UIKit

final class ProfileViewController: UIViewController {
    @objc func signOut() {
        (UIApplication.shared.delegate as? AppDelegate)?.showAuth()
    }
}
```

### A link opened and the loading indicator counted through the app delegate

```swift file=Sources/AppDelegate.swift
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let sharedInstance = UIApplication.shared.delegate as? AppDelegate
    var window: UIWindow?
    private var dataLoadCount = 0
    func incrementLoader(message: String) { dataLoadCount += 1 }
    func decrementLoader() { dataLoadCount -= 1 }
    func showExternalURL(url: String) {
        window?.rootViewController?.present(UIViewController(), animated: true)
    }
}
```

```swift file=Sources/Views/InteractiveLinkLabel.swift
import UIKit

final class InteractiveLinkLabel: UILabel {
    func tapped(_ link: URL) {
        AppDelegate.sharedInstance?.showExternalURL(url: link.absoluteString)
    }
}

protocol Network {}

extension Network {
    func addLoader(message: String) {
        if let appDelegate = UIApplication.shared.delegate as? AppDelegate {
            appDelegate.incrementLoader(message: message)
        }
    }
}
```

### A tab root building each tab's screen from a global container

```swift file=Sources/DI/AppDIContainer.swift
final class AppDIContainer {
    static let shared = AppDIContainer()
    private var factories: [String: () -> Any] = [:]
    func register<T>(_ type: T.Type, factory: @escaping () -> T) { factories["\(type)"] = factory }
    func resolve<T>(_ type: T.Type) -> T { factories["\(type)"]!() as! T }
}
```

```swift file=Sources/TabBar/TabBarViewController.swift
import UIKit

protocol FetchUserInfoUseCase { func execute() async -> String }
protocol SignOutUseCase { func execute() async }

final class HomeViewModel {
    private let fetchUserInfo: FetchUserInfoUseCase
    private(set) var name = ""
    init(fetchUserInfo: FetchUserInfoUseCase) { self.fetchUserInfo = fetchUserInfo }
    func load() async { name = await fetchUserInfo.execute() }
}

final class SettingsViewModel {
    private let signOut: SignOutUseCase
    init(signOut: SignOutUseCase) { self.signOut = signOut }
    func logOut() async { await signOut.execute() }
}

final class HomeViewController: UIViewController {
    init(viewModel: HomeViewModel) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class SettingsViewController: UIViewController {
    init(viewModel: SettingsViewModel) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class TabBarViewController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let fetchUserInfo = AppDIContainer.shared.resolve(FetchUserInfoUseCase.self)
        let home = HomeViewController(viewModel: HomeViewModel(fetchUserInfo: fetchUserInfo))
        let settings = SettingsViewController(
            viewModel: SettingsViewModel(signOut: AppDIContainer.shared.resolve(SignOutUseCase.self)))
        viewControllers = [home, settings]
    }
}
```

## Options

None.

## Limits

- The receiver's type is not inferred: a `resolve(X.self)` on any value counts, and a
  generic lookup without a metatype (Dip's `try container.resolve() as API`,
  DITranquillity's `let api: API = container.resolve()`) is found only on a receiver named
  like a registry (`container`, `resolver`, `injector`, …), through Resolver's static API or
  through a locator name; the message then names the registry, not the type.
- Factory 1.x's static factories (`Container.api()`) are not recognized.
- Reaching the app delegate through a helper (`UIApplication.shared.appDelegate`) is found
  only where the helper itself casts.
- A hand-made container is recognized through its `shared` instance only when the
  container judgment accepts its type (docs/judgments.md): a name such as
  `AppDependencies.shared.api` is `singleton_access`'s finding instead.
- Factory 2's key path must be written in the call (`resolve(\Container.logger)`); a key
  path held in a variable is not followed.

### A static factory the registrations hand their resolver

```swift
import Swinject

protocol ErrorParsing {}

class RequestManager {
    required init(errorParser: ErrorParsing, queue: DispatchQueue?) {}
}

final class ApiManager: RequestManager {}

class Injector {
    static func makeFactory<T: RequestManager>(_ service: T.Type, resolver: Resolver) -> T {
        let errorParser = resolver.resolve(ErrorParsing.self)
        let queue = resolver.resolve(DispatchQueue.self)
        return T(errorParser: errorParser!, queue: queue)
    }
}

final class TagsServiceAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ApiManager.self) { resolver in
            Injector.makeFactory(ApiManager.self, resolver: resolver)
        }
    }
}
```

"""#,
    "single_implementation_protocol": #"""
# single_implementation_protocol

Flags protocols that exactly one type conforms to.

Severity: warning · Default: off

## What it flags

A protocol declared in the analyzed set that exactly one type implements, counting every
file of the analyzed set, test files included: conformance written in a declaration's
inheritance clause, in an extension (in any file), through a protocol that inherits it
(`protocol CachedLoading: Loading`), or through a type alias of a composition
(`typealias Services = Loading & Saving`). A subclass of the conforming class is a second
implementation (it can override), and so is a test double in a test file. The finding
points at the protocol's name and names the one implementation.

Not flagged:

- `public` and `open` protocols: a library's extension point, implemented by its users;
- role protocols, whose name ends in `Delegate` or `DataSource` (and, the same idea under
  other names, `Output`, `Listener`, `Observer`, `Decorator`), also before `Protocol`, as a
  VIPER template names a module's protocols (`…InteractorOutputProtocol`, the interactor's
  weak back-channel to its presenter; held-out set 285: 1 of 1 SPEC "no"): they let a child
  talk back to its owner without knowing its type, which is worth a protocol even with one
  implementation;
- data-shaped protocols, with property requirements only (a model's shape, not a service);
- mixins: a protocol whose own extension writes one of its settable requirements (the
  protocol carries behaviour and the storage it needs, not an abstraction);
- `@objc` protocols;
- Sourcery annotation protocols: empty and named `Auto…` (`protocol AutoEquatable {}`),
  conformed to so that a generator writes code;
- protocols nothing conforms to;
- protocols whose one conformer is a type declared outside the analyzed set
  (`extension DispatchQueue: Scheduling`): a seam around a platform type;
- protocols whose one conformer is a composition-root type (`final class AppContainer:
  ViewModelFactory`): a role-shaped slice of the container, handed out instead of the
  container itself;
- capability protocols: some file of the analyzed set casts to the protocol or tests
  against it (`if let proxy = proxy as? MediaPlayerOffsetConfigurable`, `x is any
  SearchablePagingLibrary<…>`). Why not flagged: clients hold the object through another
  type and ask at run time whether it can do more; the protocol is discovered, not
  injected, so "depend on the conformer directly" is not advice a reviewer would give;
- type-erasure protocols: the one conformer is generic (`struct Ticket<Value>:
  TicketProtocol`), so the protocol stands for every specialisation (`[any
  TicketProtocol]`);
- protocols whose name starts with `_`: a constraint or implementation detail, not an
  interface;
- protocols declared in test files.

## Why it matters

A protocol with one implementation and no test double is indirection without a second
case: every reader jumps through it to find the only class, every change is made twice, and
the flexibility it promises is never used. Depending on the concrete type is simpler until a
second implementation exists; when the protocol exists for tests, the test double is that
second implementation, and writing it makes the finding go away.

## Flagged

### A nested type elsewhere reuses the protocol's name

```swift
extension Notification.Name {
    struct AccountService {
        static let didSignIn = Notification.Name("didSignIn")
    }
}

protocol ↓AccountService {
    func signIn()
}

final class LiveAccountService: AccountService {
    func signIn() {}
}
```

### One implementation

```swift
protocol ↓UserServiceProtocol {
    func currentUser() async throws -> User
}

final class UserService: UserServiceProtocol {
    func currentUser() async throws -> User { try await api.me() }
}
```
> message: protocol 'UserServiceProtocol' has a single implementation, class 'UserService'; depend on 'UserService' directly, or add the second implementation the protocol is for

### Conformance in an extension in another file

```swift
protocol ↓ImageCaching {
    func image(for url: URL) -> Image?
}
```

```swift file=Sources/App/ImageCache.swift
struct ImageCache {}

extension ImageCache: ImageCaching {
    func image(for url: URL) -> Image? { nil }
}
```

### Through an inheriting protocol, and through a type alias

```swift
protocol ↓Loading {}
protocol ↓CachedLoading: Loading {}

final class FeedLoader: CachedLoading {}

protocol ↓Saving {}
protocol ↓Deleting {}
typealias Persistence = Saving & Deleting

actor DiskStore: Persistence {}
```

## Fixed

```swift
final class UserService {
    func currentUser() async throws -> User { try await api.me() }
}

final class ProfileViewModel {
    private let users: UserService

    init(users: UserService) {
        self.users = users
    }
}
```

### A test double in the tests is the second implementation

```swift
protocol UserServiceProtocol {
    func currentUser() async throws -> User
}

final class UserService: UserServiceProtocol {
    func currentUser() async throws -> User { try await api.me() }
}
```

```swift file=Tests/AppTests/UserServiceMock.swift
final class UserServiceMock: UserServiceProtocol {
    var user = User.fixture
    func currentUser() async throws -> User { user }
}
```

### Two implementations, or a subclass

```swift
protocol PaymentProcessing {
    func pay(_ amount: Decimal) async throws
}

struct ApplePayProcessor: PaymentProcessing {
    func pay(_ amount: Decimal) async throws {}
}

struct CardProcessor: PaymentProcessing {
    func pay(_ amount: Decimal) async throws {}
}

protocol Renderer {}

class MetalRenderer: Renderer {}

final class DebugRenderer: MetalRenderer {}
```

### Exempt protocols

```swift
public protocol Plugin {}
struct DefaultPlugin: Plugin {}

protocol LoginViewDelegate: AnyObject {}
final class LoginViewController: LoginViewDelegate {}

protocol ListDataSource {}
final class ListModel: ListDataSource {}

protocol SettingsModuleOutput: AnyObject {}
final class SettingsCoordinator: SettingsModuleOutput {}

protocol BusinessListInteractorOutputProtocol: AnyObject {
    func didLoad(_ names: [String])
}
final class BusinessListPresenter: BusinessListInteractorOutputProtocol {
    func didLoad(_ names: [String]) {}
}

@objc protocol Refreshable {}
final class FeedController: NSObject, Refreshable {}

protocol AutoEquatable {}
struct Money: AutoEquatable {}

protocol Unused {}

protocol Scheduling {}
extension DispatchQueue: Scheduling {}

protocol ViewModelFactory {}
final class AppContainer: ViewModelFactory {}
```

### Capabilities probed with a cast, type erasure, underscored names

```swift
protocol MediaPlayerProxy: AnyObject {
    func play()
}
protocol MediaPlayerOffsetConfigurable {
    func setAudioOffset(_ seconds: Double)
}
final class VLCMediaPlayerProxy: MediaPlayerProxy, MediaPlayerOffsetConfigurable {
    func play() {}
    func setAudioOffset(_ seconds: Double) {}
}
final class AVMediaPlayerProxy: MediaPlayerProxy {
    func play() {}
}
func apply(_ offset: Double, to proxy: MediaPlayerProxy) {
    if let proxy = proxy as? MediaPlayerOffsetConfigurable {
        proxy.setAudioOffset(offset)
    }
}

protocol StateManagerTickerProtocol {
    func tick()
}
struct StateManagerTicket<Value: Equatable>: StateManagerTickerProtocol {
    func tick() {}
}

protocol _PanHandlingAction {
    func handle()
}
struct PanAction: _PanHandlingAction {
    func handle() {}
}
```

### Data shapes and mixins

```swift
protocol EpisodeRecord {
    var title: String { get }
    var duration: Double { get }
}
struct Episode: EpisodeRecord {
    let title: String
    let duration: Double
}

protocol Paginating: AnyObject {
    var page: Int { get set }
    func load(page: Int)
}
extension Paginating {
    func loadNext() {
        page = page + 1
        load(page: page)
    }
}
final class FeedLoader: Paginating {
    var page = 0
    func load(page: Int) {}
}
```

### Nested types of one name are distinct conformers

```swift
protocol Requesting { func send() }
enum Billing { struct API {} }
enum Profile { struct API {} }
extension Billing.API: Requesting { func send() {} }
extension Profile.API: Requesting { func send() {} }
```

### Declared in a test file

```swift file=Tests/AppTests/Helpers.swift
protocol Fixture {}
struct UserFixture: Fixture {}
```

## Options

None.

## Limits

- Off by default: on held-out apps a reviewer acted on few of its findings (0 of 6 on
  held-out set 2; 3 of 19 on set 3 before the cast, generic and `_` exemptions; on the
  development apps about 5 of 29 after them). Most single-implementation protocols are a
  team's deliberate seam (`FooRepository` + `FooRepositoryImpl`, injected through
  initializers), which a reviewer leaves alone. Enable it with
  `{"rules": {"single_implementation_protocol": "on"}}` where a protocol per class is not the
  team's convention (docs/accuracy.md).
- Types are matched by name (the last component): two nested types of one name
  (`Feed.Item`, `Chat.Item`) that both declare the conformance count as two, and so do
  extensions written with the qualified names (`extension Billing.API: P`, `extension
  Profile.API: P`). A name that is a protocol in one place and a nested type elsewhere
  (`Notification.Name.AccountService`) is still the protocol. A conformance written on a type of another module with the same
  name as one of the project's (`extension Stripe.Receipt: Receipt…`) is credited to the
  project's type.
- Conformances the analyzed set does not contain are not seen: mocks generated at build
  time (Sourcery, Mockolo) into files that are not checked in make their protocols look
  single; analyze the generated folder too, or suppress.
- A subclass of the conformer declared outside the analyzed set is not seen.
- A `package` protocol is treated like an internal one.
- A cast anywhere to a name exempts every protocol of that name: a cast to a nested type
  that reuses the protocol's name (`x as? Other.Proxy`) exempts protocol `Proxy` too.

"""#,
    "singleton_access": ##"""
# singleton_access

Flags hidden uses of a singleton declared in the analyzed set.

Severity: warning · Default: on

## What it flags

Reaching for a singleton that `singleton_declaration` would recognize (a class or actor of
the analyzed set with a static property holding its own instance, or named `shared`,
`sharedInstance`, `instance` or `default` whatever it holds, `AlamofireHelper.default`, a
network session the class builds (held-out set 59: 2 of 2 acted on); not a `@globalActor`,
whose `shared` the language requires; a parameterless static function `shared()` or
`sharedInstance()` returning the type counts as such a property, and so does one named
`shared` and a capitalised word, the Objective-C era's `class func sharedAccount() ->
TPPUserAccount`; held-out set 38: 55 calls; and `instance()` or `default()` whose body
calls nothing, handing out a kept instance, `static func instance() -> AnytypeAnalytics {
AnytypeAnalytics.anytypeAnalytics }`; held-out set 41: 457 calls; one that calls,
`storyboardInstance(from:)`, builds a new one; and one of any name that creates the
type's instance into a kept property the first time and hands that property out after,
`class func connector() -> APIConnector { if _connector == nil { _connector =
APIConnector() }; return _connector! }`; held-out set 73: 72 reads in 15 files, none found;
and one of any name that hands out the type's shared instance, kept in a static property
built with the type's initializer, after setting it up the first time (`static func
getInstance() -> DatabaseManager { if sharedInstance.database == nil { … }; return
sharedInstance }`; held-out set 247: five data-access objects reading it, none found);
and a static property with no annotation whose value is another one of them, read whole, the
same instance under a second name (`private static let instance = SessionStorage()` beside
`public static let getInstance = instance`; held-out set 316: every service of a client
reading its session store so, 13 reads the reader flagged, none found);
and a `shared`-style property the app declares in an extension of a platform class, its own
singleton under the platform's name, `extension NSPersistentContainer { static var shared:
NSPersistentContainer { Storage.container } }`; held-out set 89: 30 reads in 11 files, none
found; and the Core Data template's stack, a struct whose `shared`-style property holds its
own instance and which keeps the persistent container (`struct PersistenceController {
static let shared = PersistenceController(); let container: NSPersistentContainer }`, also
SwiftData's `ModelContainer`; held-out set 280: reducers' clients, notification handlers and
intents reaching it, flagged by the reader, none found before):
every copy shares the one store; held-out sets 189 and 190: view models and managers
reaching it for their context, flagged by the readers, none found before; and so a struct
keeping a network client's session or provider in an instance stored property (`URLSession`,
Moya's `MoyaProvider`, Alamofire's `Session`, `ApolloClient`: `public struct NetworkService {
public static var instance = NetworkService(); var provider: MoyaProvider<MultiTarget> }`),
the one session every copy shares; held-out set 267: 138 reads from view models and
coordinators, none found before; not a coder's, `JSONDecoder.shared`, a tool like a formatter, nor a `shared`-style
property holding a coder or a formatter of another type, `public static let instance:
JSONDecoder` on `ApiJsonDecoder`; held-out set 168: 1 of 1 SPEC "no"; and an enum
handing out a service's one instance, its `shared` annotated with a protocol of the set and
built from another type (`enum FaqServiceFactory { static let shared: FaqService =
FaqServiceImpl() }`), or, when it adopts only protocols the set does not declare and keeps a
`liveValue` so built, the `shared` those protocols hand out (`enum MessagesServiceFactory:
DependencyFactory { static let liveValue: MessagesService = MessagesServiceImpl() }`, read as
`MessagesServiceFactory.shared`); held-out set 331: view models and services reaching them in
38 of the reader's lookups, none found before; as an initializer's default argument it is
wiring, as any singleton there is)
inside code: a function,
initializer, accessor, closure or property initializer. `NetworkManager.shared`,
`Analytics.instance.track(…)`, `await RealmActor.shared()` and chains through them are
flagged at the member (`shared`), once per singleton per type: a type reaching
the same singleton in several methods, or on several lines of one (or twice on one,
`Store.shared.kind() == .a || Store.shared.kind() == .b`), hides one dependency, which one
initializer parameter removes, and gets one finding, at the first access (held-out sets
27, 32 and 35 found continued lines, set 39 a function's later lines and set 41 a type's
later methods, read as the same problem; other code at file scope (a variable's initializer)
counts per declaration, and a function at file scope is not reported (below); the
message gives the number of accesses in its file when there are more, `(3 accesses)`; a
suppression of the first access accepts the dependency for the type, so the type's other
accesses need none). A type split over several files (a view controller and its extension
files) is one type: its finding is in the file that declares it, else in the first of its
files by path, and its other files get none (held-out sets 45 to 47: the largest cause of
findings not acted on, a view controller over some twenty extension files reaching the same
singletons from each; the text summary still counts their accesses). Where the declaring
file only shows the singleton's state (a screen reading it, exempt below) and an extension
file does more (hands it on), the finding is at the declaring file's first access, the
type's first access (held-out set 284: 2 of 2 SPEC "no" in the extension file); where no
other file does more, none. An extension written with a type alias
of a type of the set is the code of the type the alias stands for (`extension ConversationSessionManager.Session` over
`typealias Session = ConversationSession`; held-out set 323: 1 SPEC "no"). A subclass
reaching what a superclass of the set reaches has the superclass's finding (sets 46 and 48). A type name declared
twice (two targets' `Item`s) is two types, each folding into the superclass its own declaration names (a stale
copy of a subclass beside the compiled one; held-out set 188: 2 SPEC "no"); a superclass named module-qualified
under a name declared more than once is the one class of that name that is no subclass of the name itself
(`class ProManager: ClockShare.ProManager` in two apps of a workspace, over the shared module's `open class
ProManager`; held-out set 322: 3 SPEC "no"). A run that checks fewer files (`--staged`,
`--report-only`, an editor) folds only what it sees. Data-access objects (types named `…DAO` or `…Dao`, also before `Impl`: held-out set 324, 5 of 5 SPEC "no") are one database's tables: a type
reaching several of their shared instances has one dependency, the database, and gets one
finding at the first, naming the others with their access counts (`'MessageDAO.shared' and
2 more data-access objects, 'UserDAO.shared' (3 accesses), 'AppDAO.shared'`; held-out set
42: 8 of 8 later DAOs read as the same problem). A type alias of the singleton's type
(`typealias DSK = DaisukeEngine`: `DSK.shared`) is judged and named as the type, and an
extension of the alias is the type's own code, also of an alias specializing a generic type
(`typealias AppStore = ReduxStore<AppState, AppAction, World>` with ``extension AppStore {
static let `default`: AppStore = … }``: `ReduxStore.default`; held-out set 256: a Redux
store's reaches all missed).

Not flagged: a default argument value (`init(api: APIProviding = APIService.shared)` is the
endorsed default-parameter injection), the composition root (SwiftUI `PreviewProvider`s
included, and the helpers an `extension PreviewProvider` gives every preview: held-out set
266, 1 of 1 SPEC "no") and registration code (closures passed to `register`, a Swinject `Assembly`'s
`assemble(container:)`, `extension Container` bodies, a swift-dependencies key's
`liveValue`, `testValue` or `previewValue`, a SwiftUI `EnvironmentKey`'s `defaultValue`
(`static var defaultValue = AppCore.shared.composer`: the environment's default, which the
app's root overrides; held-out set 197: 1 of 1 not acted on; `environment_service` judges
what it holds), and a private static helper of an extension
adopting `DependencyKey`, which only the key's values can call: held-out set 73, 1 of 1 SPEC
"no"; and a hand-made registry's key resolving its value, `static func resolve(_:)` of a type
adopting `DependencyKey`: held-out set 92, 1 of 1 SPEC "no"),
top-level code (`main.swift`, its file-scope
variables included), test files, the shared instance of a type declared in test files only
(`BleManagerSimulated.simulated`, a double a simulation build's configuration picks; held-out
set 219: 1 of 1 SPEC "no"), and code of the singleton's own type, types nested in it included (a private
buffer `TransferStatistics.Coalescer` feeding `TransferStatistics.shared`; held-out set 53:
2 of 2 not acted on), and code around the singleton's declaration: a type nested in the
code's own type or a class local to its function, in the same file (`PipRecorder.shared`,
nested in the player screen that keeps its picture-in-picture players there; `class
WebIdCache` declared inside the one function reading it; held-out set 186: 3 of 3 not acted
on), state as private as a static property. The app's start-up
object is the composition root too: a type named `Boot`, `…Bootstrap` or `…Bootstrapper`
(`final class Boot` building the storage and sync engine for the app delegate; held-out
set 32: 2 of 2 not acted on), or for a launch sequence, `…InitializationManager`,
`…AppInitializer`, `…StartupManager`, `…AppLaunch`, `…ApplicationLaunch`, `…AppConfigurator`,
`…LaunchManager` (the app delegate's `LaunchManager` starting the backup monitors and the data
sharer; held-out set 287: 4 of 4 not acted on) or
`…WireUp` (`WireUp.bootstrap` building every service and starting the key sync; held-out set 279:
1 of 1 SPEC "no"; `InitializationManager.shared.initialize()` starting seven managers once from the root
view; held-out set 176: 6 of 6 not acted on; `ApplicationLaunch().start()` from the app
delegate, configuring Firebase, the audio session and the database's migration; held-out set
184: 1 of 1 not acted on; `AppConfigurator` choosing the first screen by the sign-in and
onboarding flags and setting the window's root from the module builder it keeps; held-out
set 228: 2 of 2 not acted on; code calling it is still reported), and so is a part of a pluggable app delegate: a type conforming
to a protocol of the set that refines the application delegate's (`protocol
ApplicationService: UIApplicationDelegate`), which the app delegate builds from a list and
forwards its launch callbacks to (`DataInitializer.application(_:didFinishLaunchingWithOptions:)`
starting `SyncManager.shared.sync()`; held-out set 101: 6 of 6 not acted on). The composition
root includes wiring types: a `…Factory`, `…Builder`, `…Assembly`, `…Module`,
`…Coordinator`, `…Router` or `…Flow` that holds or receives a DI container (or a container's
own protocol of the set, `coreContainer: CoreServiceContainerProtocol`; held-out set 64: 2 of
2 SPEC "no"), a tab or split screen that holds or receives one (a direct subclass of
`UITabBarController`, `UISplitViewController`, `NSTabViewController` or
`NSSplitViewController`: the app's tab root, building one coordinator per tab; held-out set
152), and a stateless
assembler: a `…Module`, `…Factory`, `…Builder`, `…Assembly`, `…Configurator`, `…Wireframe`
or `…Initializer` (Generamba's `…ModuleInitializer`) with no instance stored property, such as a caseless enum of static builders
(`enum SendModule { static func viewController() -> UIViewController }`). Having nothing of
its own to keep, it hands what it reaches into what it builds: per-screen wiring (held-out
set 11: ten such module factories reaching a hand-built object graph, `Core.shared`, none
acted on). So is a DI library's component, a class whose superclass is Needle's or RIBs'
`Component<…>` or `BootstrapComponent` (when the set declares no type of that name): the
scope whose properties build its objects by initializer, as the generator checks
(`final class AppRootComponent: Component<AppRootDependency>` choosing `PushService.shared`
behind a use case's protocol; held-out set 135: 1 of 1 SPEC "no"). A wiring-named type with state is wiring where it hands the singleton's object
whole into a call as a labelled argument (`SwapService(marketKit: Core.shared.marketKit)`),
also through a local its function only hands on, each use a labelled argument (`guard let
account = SelectedWalletSettings.shared.currentAccount`, then `HistoryService(address:
account.address)`; held-out set 90: 3 of 4 VIPER wireframes not acted on; an argument's label
spelled like the local is no use of it, `let store = CoreDataPersistenceService.shared`, then
`PageEntityService(store: store)`: held-out set 104, 12 of 12 coordinators' locals SPEC
"no"), or never uses (a leftover `let networkService = URLSessionNetworkService.shared`;
held-out set 104: 4 of 4 not acted on), and where it
asks an assembler's shared instance to build (a VIPER `…FlowController`'s
static builder: `ModuleInteractorFactory.shared.aboutModuleInteractor()`, one factory of the
composition root using another; held-out set 29: 32 of 32 not acted on); what it uses in
place (`Core.shared.tracker.start()`) is an access.

A capitalized file-scope variable (also one led by an underscore, `_AppCoreData`) whose
whole value is a shared instance, or another such variable's member, stands for the singleton (`let MBiz = MultiBusinessManager.shared`, `var
Biz: BusinessManager { MBiz.currentBiz }`; also one named by a keyword's word, `let MF =
MFSession.default`, whose declaration is no access; held-out set 275: 1 of 1 SPEC "no"): a use of its member (`Biz.business.peerManager`)
is an access, reported at the variable's name, with the same exemptions, and a flag of
the variable's value (a `let` of a standard value type or an enum, `Biz.isTestnet`) is a
constant read; the variables' own declarations are not (held-out set 15: 241 lookups
through such globals that no rule saw; of 20 such findings labelled after the change, 15
were acted on, and the four flags not acted on are no longer reported). A screen, view or
cell that only reads through the variable shows the app's state, as one reading through
`.shared` does (below; held-out set 115: 255 uses of `_AppCoreData` no rule saw, and 12 of
12 labelled screens and cells only reading through it SPEC "no"). A name declared
twice with different values stands for neither.

An implicit member counts when the property's annotation names the singleton's type and the
implicit member is the whole getter or initializer: `var accounts: AccountsTracker { .main }`
and `let accounts: AccountsTracker = .main` in another type are accesses, reported at `main`.

Not flagged, because a reviewer would not inject anything there (docs/judgments.md):
- **A view showing images.** View-layer code reading an image store through a hub singleton
  (`MainAppContext.shared.avatarStore` handed to a cell's avatar view: a store or cache
  named for images, avatars, photos, thumbnails): the shared image loader views reuse
  (held-out set 30: 6 of 6 not acted on). So is a view calling a method that fetches its
  picture on any shared instance, a picture word first or after `load`, `fetch`, `get` or
  `download` (`PicnicManager.default.image(forPicnic:)` in a cell or a map annotation view,
  `loadThumbnail(for:)`; held-out set 154: 3 of 3 not acted on; a read of the same shared
  instance among the fetch's arguments, where the picture is, is part of it:
  `FireStoreStorage.shared.getImage(productID: id, reference: FireStoreStorage.shared.caffesRef)`
  in a cell; held-out set 192: 2 of 2 SPEC "no"), or one that draws it, after
  `create`, `make`, `generate` or `render` (`ImageService.shared.createThumbnailAsync(from:
  size:)` in a thumbnail view's `.task`; held-out set 171: 2 of 2 not acted on), or one that
  keeps what it loaded, a method naming a picture and a cache (`CacheService.shared
  .addImageToImageCache(image:url:)` after the download in a thumbnail view; held-out set
  230: 1 of 1 not acted on; also with the cache first, `HTMLThumbnailRenderer.shared
  .cachedThumbnail(for:)` seeding a row's tile; held-out set 290: 8 of 8 SPEC "no"), or any fetch
  (`load`, `fetch`, `get`, `download`, alone or before a word) of a type named for pictures
  (`LocalImageStorage.shared.load(from:)` showing a cover; held-out set 175: 17 of 17 not
  acted on). In a cell, also after a word
  naming whose picture it is (`profilePictureURL(for:)`, `fetchUserAvatar`, also after several
  words, `getRattitUserAvatarImage(userId:)`: a cell asking a
  storage manager for its avatar's address, held-out sets 163 and 175: 3 of 3 not acted on, 2
  of 2 SPEC "no"); a screen
  asking that builds its models with a lookup and is reported (3 of 3 acted on). Uploading or
  saving one (`uploadImage`, `uploadProfilePicture`) is work and is reported. A service reaching it is still reported.
- **A screen's preference.** A settings store read or written by UIKit or AppKit
  view-layer code: a view controller, a view, a cell, a window (AppKit's floating
  `NSPanel` too; held-out set 180: 1 of 1 SPEC "no"), a controller of the app's keeping a
  window or panel (any `…Controller` but a view controller: a floating shelf's
  `DragDropShelfPanelController` holding its `NSPanel`; held-out set 190: 3 of 3 not acted
  on; its own shared instance is still reported), a coordinator or router, or
  the platform's objects that lay views out or shape a drag preview (a
  `UICollectionViewCompositionalLayout` seeding its width; held-out set 133: 2 of 2 SPEC "no")
  (`Preferences.shared.showItemCounts` in a cell; held-out sets 13 and 22: 20 of 21 not
  acted on), or by a top-level `Codable` value (`struct Fan: Codable` reading its
  threshold; set 23: 5 of 5 not acted on; also a JSON library's decoded model, Marshal's
  `Unmarshaling` or ObjectMapper's `Mappable`; set 310: 2 of 2 not acted on) or an enum with instance members (a form's field
  kinds prefilling each field from the stored profile; set 29: 6 of 6 not acted on; a
  caseless namespace of static helpers is still reported), or by the app's locale provider
  keeping the chosen language there (`enum LanguageController { static var selected … }`;
  set 32: 3 of 3 not acted on), or by the settings layer itself (a type named as a settings
  store, a settings store by its shape with a settings word anywhere in its name
  (`SettingsManager` holding the defaults, reaching `UserDefaultsManager.shared`; held-out set
  168: 1 of 1 SPEC "no"), or a class of plain values it loads from the defaults, reading or
  writing another:
  `Settings` forwarding to the `SettingsStore.appSettings` it migrates to, a style store
  saving its font scale through `V2EXSettings.sharedInstance[key]`) or the
  theme restoring its saved choice (`Theme.init()` reading `SettingsStore.appSettings.theme`;
  set 40: 5 of 5 not acted on). A settings store is a type named `…Settings`,
  `…Preferences`, `…Prefs`, `…Defaults` or `…SettingsStore`, or for its state,
  `…SettingsState` or `…SettingsViewState` (a `SettingsViewState` loading and saving every
  setting for the settings panes; held-out set 313: 4 of 4 in views not acted on), or for its
  model, `…SettingsModel` (the observable object a health app's settings panes bind to;
  held-out set 328: 3 of 3 SPEC "no"), the app's settings controller, a class named
  `…SettingsController` that is no screen (nothing it inherits is named `…Controller`: a
  wallet's model controller keeping the display currency in its own files, read by screens and
  cells to format balances; held-out set 328: 7 of 7 not acted on), a subclass of `UserDefaults`
  (`DefaultsOverride.standardOverride`; held-out set 124: 7 of 7 reads by AppKit screens
  SPEC "no"), or a class that keeps its state in `UserDefaults` whatever its name: it holds a `UserDefaults` (also
  under a seam named for them, `let defaults: UserDefaultsProtocol`, a session store saving its
  user there; held-out set 218: 3 of 3 reads by screens SPEC "no"; or properties
  wrapped in `@UserDefault`, a library's wrapper so named (`@UserDefaultItem`), `@AppStorage`, or values of a generic class of the set that
  writes to `UserDefaults`: `var units = StorageValue<Units>(key: "units", defaultValue:
  .mgdl)`; set 47) and at most four stored properties, or mostly such properties, the string
  keys it saves under aside (`private let colorModeKey = "menuBarColorMode"`; held-out set 280:
  a menu-bar settings manager of twelve preferences and thirteen keys, 5 of 5 SPEC "no") (set 23: a
  `Store.shared` over `UserDefaults` read 720 times, mostly by its AppKit views; a stored
  property whose observer saves it there, `didSet { userDefaults.set(encodable:
  inputLayout, forKey: .selectedInputLayout) }`, is one: set 180, a feature manager's four
  preferences, 4 of 4 SPEC "no"), or only
  plain values its initializer loads from `UserDefaults` (set 60; also the file's own enums and
  collections of them, `private(set) var preferences: [PreferrenceType: Bool]`, `var style:
  ThemeStyle`; set 274: a preferences manager and a theme, 3 of 3 SPEC "no"; a collection of
  other values, `[String]` of wished-for ids, is the user's data; also loaded by a method of its
  own the initializer calls, `private init() { loadSettings() }`; set 276: a subtitle settings
  store its own sheet and tab edit, 2 of 2 SPEC "no") or by key from a settings
  store by its name (`V2EXSettings.sharedInstance[key]`, a style store; set 69: 5 of 5 SPEC
  "no"; a fallback to a store's property, `PrintSettings.shared.copies`, is not loading); a static property so
  wrapped counts as one of its properties (`@UserDefaultWrapper(key: "user") static var
  user`; set 66: 1 of 1, SPEC "no"), or no stored instance property at all and computed
  properties reading and writing `UserDefaults` (`OnboardingManager.shared.hasConsented =
  true`, its flags `get`/`set` over `UserDefaults.standard` in an extension; held-out set 159:
  4 of 4 onboarding screens not acted on; or over `private`/`fileprivate` helpers of its own
  that read or write it, `set { setValue(newValue, forKey: .wasOnboardingShown) }`; held-out
  set 294: 2 of 2 SPEC "no"), or, named for the defaults and with neither,
  instance methods that all read or write it (`UserDefaultsService.shared.saveData(true,
  keyValue: .isOnBoardShowed)`; held-out set 166: 3 of 3 screens SPEC "no"; not a link opener
  that remembers the last link it opens). A service that also remembers one flag in `UserDefaults` among twenty
  stored properties is no settings store. A SwiftUI view holding a settings store is
  reported (the environment is the way in there, and reviewers asked for it: sets 7 and
  22), except a settings pane, the store's own editor binding its pickers to it (a view named
  `Settings` or `Preferences` before `View`, `Screen`, `Pane`, `Sheet` or `Tab`:
  `MouseHIDSettingsView`, `SettingsScreen`, `SettingsSheet`, `GeneralSettingsTab`; held-out
  set 138: 6 of 6 not acted on; sets 171 and 175: 1 of 1 each; set 180: 3 of 3 SPEC "no"; or
  with that word leading the name, `SettingsGeneralView`, `SettingsAccountScreen`; held-out set
  279: 5 of 5 not acted on; also under the short word `Prefs`, `GeneralPrefsView`; held-out set
  310: 2 of 2 not acted on), and except a store that is only its defaults (a class whose every
  stored instance property but its change publisher and its keys is kept in `UserDefaults`, wrapped in
  `@UserDefault` or holding them, and with no instance method): a view holding it to read or
  set a flag does what `@AppStorage` would (`WhatsNewScreen` setting `isWhatsNewSeen`;
  held-out set 279: 3 of 3 not acted on),
  unless it already receives the store (`@Environment(SettingsManager.self)`, a property of
  the store's type with no value of its own) and still reaches the shared instance
  (held-out set 164: 1 of 1 acted on; a property whose value is the shared instance,
  `@StateObject private var settingsManager: SettingsManager = .shared`, is that reach, not
  a way in: held-out set 184, 1 of 1 SPEC "no"), and a part of one: a view named
  like a screen's part (a name ending in `Picker`, `Sheet`, `Row`, `Section` and the other
  words of the dead-view exemption below, or in `Selection`, a screen picking one of the
  store's values, also before `View`) that shipping code builds only
  in settings panes or in such parts (the pane's picker sheet, `BodyWeightPickerView`;
  held-out set 169: 2 of 2 not acted on; `NameSelectionView`, opened only from the pane to
  bind one picker; set 184: 4 of 4 not acted on); a screen the pane opens is still reported
  (`APIConfigView` saving a keychain-backed configuration; set 156: 1 of 1 acted on), and so is a service, a view model, a handler or a view model's nested state
  reaching it (25 of 25 acted on).
- **A theme held by a view.** The shared instance of a theme type (`Theme`, `Appearance` or
  `Skin` in its name) held whole by view-layer code (`@StateObject private var theme: ThemeModel =
  .shared`), also handed out by an argument-free function (`let themer = Themer.shared()` in a
  window controller asking it for images and colours; held-out set 132: 5 of 5 SPEC "no"); a
  method called on it (`ThemeManager.shared.load(named:)`) is an access.
- **A command-line tool's `main.swift`.** Its file-scope functions (`func main()` that its
  statements call) are top-level code. A `main.swift` without statements is an ordinary
  file of a library target and is read like any other.
- **An extension of a platform type.** Code in `extension NSUserActivity`, `extension
  UIViewController`, `extension String` (a type the analyzed set does not declare, named
  with an Apple framework's prefix or from the standard library, or Combine's `Publisher`
  and `Publishers`: `extension Publisher { func selectedSafe() … }`, held-out set 272: 2 of
  2 SPEC "no"; types the set nests under
  the name, `SearchFeature.View`, do not make `extension View` the set's: held-out set 48;
  `extension [Topic]` extends `Array`, not `Topic`: held-out set 73, 2 of 2 SPEC "no"), or a
  library's type written with its module's name, the module no type of the set
  (`extension FlowWalletKit.ChildAccount`, `extension WalletConnectSign.Request`; held-out
  set 102: 3 of 3 not acted on), or by a name the set does not declare, or a typealias of the
  file for one (`typealias Message = ChatMessage`), in a file importing a module that is not
  Apple's (`import StreamChat`; held-out set 107: 8 of 8 not acted on; not a name with an
  Objective-C class prefix, `SPSettingsViewController`, which may be the app's own class,
  unless the prefix, three capitals or more, begins an imported library's name:
  `extension BLTNItemManager` in a file importing `BLTNBoard`; held-out set 275: 1 of 1 SPEC "no"), has
  no initializer to take a dependency through. An extension of the app's own Objective-C class
  (`extension SPSettingsViewController`) is reported: its initializer can.
- **A function at file scope.** A function at file scope has no initializer to take a
  dependency through; its callers are where the dependency is hidden: a module's `public`
  API over its own singletons (PopcornKit's `public func loadMovies(…) {
  MovieManager.shared.load(…) }`; held-out set 48: 5 of 5 not acted on), and an app's
  internal helpers and handlers (`func handleHeartbeatRefresh(task:)` calling
  `StudyManager.sharedInstance.heartbeat(…)`, `func makeImageRequest(url:)` reading
  `SettingsStore.shared.lowDataMode`; held-out sets 298, 302 and 303: 20 of 25 not acted on,
  the 5 acted on a few helpers saving through a shared database; sets 60 and 84 before, 13
  not acted on). So is a C callback beside the singleton's own code: a file-scope function taking the
  callback's context pointer (`UnsafeMutableRawPointer`) in a file that declares or extends
  the singleton's type is part of it (a trampoline handing an observer's event to the
  instance, `func handleCmdTabSwitcherNotification(…, context: UnsafeMutableRawPointer?) {
  DockObserver.activeInstance?.process(…) }` in `DockObserver+CmdTab.swift`; held-out set 63:
  2 of 2 not acted on), and so is a file-scope variable holding a C function, which can
  capture nothing (`private let receivedWillMigrate: @convention(c) (…) -> Void = { … in
  DatabaseManager.shared.receivedWillMigrate() }` in `DatabaseManager.swift`; held-out set 301:
  1 of 1 SPEC "no").
- **A companion beside the singleton.** A static member (a static window opener, a static
  provider, a namespace's function) or a private type (a private view) in the file that
  declares the singleton's type is kept in one unit with it (`enum SettingsWindow { static
  func open() { SettingsModel.shared.startTimer() } }` beside `class SettingsModel`; held-out
  sets 59 to 65: 5 of 5 not acted on), and so is a function at file scope there, the type's
  API written as free functions (`func warpDropSend(optimiser:)` over `WarpDropManager.shared`
  in `WarpDropManager.swift`; held-out set 96: 4 of 4 not acted on), also in the file that
  extends an alias of the type with its shared instance (`extension AppStore` for `typealias
  AppStore = ReduxStore<…>`; held-out set 256: 3 of 3 SPEC "no"). Another type's instance code in that file is reported
  (2 of 3 acted on), and so is the same code in a file of its own.
- **A constant read.** `Theme.shared.brand` where `brand` is a `let` of the singleton's type
  (its declaration or an extension) holding a value: a literal, a colour, a font, a size, a
  formatter, a struct of the analyzed set (a `let` without annotation counts when it is a
  literal, a constructor call `Foo(…)` or a case or constant of a type written whole,
  `String.Encoding.utf8`, `NSTextAlignment.center`, not a shared instance: held-out set 202,
  1 of 1 SPEC "no"). A read-only computed property of such a type whose
  getter only reads such constants (and private state that only an initializer sets) is a
  constant too: `var standardSpacing: CGFloat { platform.standardSpacing }`. So is one whose
  getter calls a function with literals only (`var v2_backgroundColor: UIColor {
  colorWith255RGB(242, g: 243, b: 245) }`, a palette; held-out set 69: 4 of 4 SPEC "no"); a
  call of anything else (`format(date)`, `load()`) is not a constant. Nobody injects a
  spacing or a colour. So is a `var` of a struct or enum of the analyzed set or a standard
  value that only an initializer writes: `SystemKit.shared.device`, a hardware snapshot its
  `init` fills in, read like `ProcessInfo`; an unannotated one set to a choice between such
  literals counts too (`var screenSize = UIScreen.main.bounds.height < 800 ? 0 : 1`, the
  device's size class fixed when the instance is built; held-out set 284: 1 of 1 SPEC "no"). A `var` some code writes after the instance is
  built (`state.unreadCount += 1`, `drafts.append(d)`, `$state.isMuted`, in any file, through
  any value with a member of that name, but not through a type the analyzed set does not
  declare: a library's `ImageCache.default.memoryStorage.config.expiration = …` writes no
  `config` of the app's, nor does a local of that name, `var config = button.configuration;
  config.title = …`; held-out set 49: 17 of 90 sampled findings read a plist-loaded
  `config`; nor does any `var` local, a value's copy, a class's reference being a `let` the
  compiler asks for: a response transformer's `case .success(var entity)` setting
  `entity.content = true` writes no window geometry's `content`; held-out set 187: 5 of 5
  SPEC "no"), a `var` of a class from another module, a method,
  or a `let` holding a collaborator (a dependency-like type, a class or actor of the analyzed
  set, a platform service such as `URLCache`, `URLSession`, `Keychain`, or one of the Firebase
  SDK's entry points and handles, `Firestore`, `Auth`, `Functions`, `Storage`, `Database`,
  `Messaging`, `RemoteConfig`, `Crashlytics`, `CollectionReference`, `DocumentReference`,
  `StorageReference`, `DatabaseReference`, where the analyzed set declares no type of the
  name) is still an access: `Constants.main.keychain` is flagged, and so is
  `FirebaseManager.shared.db` over `let db: Firestore` (held-out set 179: every controller's
  database and the views' signed-in user read so, none found before).
- **A question about the app's state.** A flag question asked as the chain's last word, a
  member named `is…`, `has…`, `can…`, `should…`, `supports…` or `in…` (`inProgress`; held-out set 81: 2 of 2
  menu commands gated on it not acted on; `PluginManager.shared.supportsImport(for: type)`
  deciding whether a menu shows Import, held-out set 289: 4 of 4 types asking only such
  capability questions not acted on; also in snake case, `is_downloaded(id)`, held-out
  set 130: 1 of 1 SPEC "no"), or a connectivity flag, `online`, `offline`,
  `connected` or `reachable`, also after the link's name when read (`ipsecConnected`, `vpnOnline`;
  held-out set 185: 1 of 1 SPEC "no"; a method ending so does work, `ConnectionPool.shared
  .updateAnyConnected()`, and is an access: set 302, not held out) (`.disabled(!JellyfinClient.shared.online)` on a menu
  item; held-out set 91: 8 of 8 not acted on) read or called and not assigned
  (`WorkflowController.shared.isSignedIn(on: self)` gating a button,
  `NetworkMonitor.shared.isConnected` deciding whether a refresh runs,
  `AppState.shared.isAppStore`; also through properties read on the way,
  `FileManagerUndo.shared.undoManager.canUndo`, held-out set 60: 2 of 2 SPEC "no"), or a key
  only read (a property named `…Key`, or `key` alone, `CoreDataEncryptionKeyManager.shared.key`
  opening an encrypted store; held-out set 326: 1 of 1 SPEC "no"; a method so named fetches one,
  `RecoveryKeyVault.shared.currentRecoveryKey()`, and is an access: held-out set 124), or, in
  view-layer code and navigators, a permission's state only read (a property named `Status`
  after `auth`, `Authorization` or `Permission`, `LocationService.shared.authStatus` choosing
  what a view shows, as `CLLocationManager`'s is; held-out set 334: 3 of 3 not acted on; a
  service deciding with it is still reported), reads the
  app's state where the code decides, as it reads a
  preference. Held-out labels of findings made only of such questions: 21 of 68 acted on
  (set 50's sign-in checks 8 of 27; 12 of 38 in screens and cells, 9 of 28 in services and
  models). The same type calling the singleton's work (`WorkflowController.shared.signOut()`),
  setting the flag (`Session.shared.isMuted = true`) or reading further through it
  (`Session.shared.isMuted.description`) is still reported. Not the shared instance kept
  in a property to ask such flags (`@ObservedObject private var NRM =
  NetworkReachabilityModel.shared`, then `!NRM.connected`): the type holds the singleton, and
  reviewers acted on it (held-out sets 272 to 291: 20 of 26 such views, screens and view
  models acted on).
- **Whether a shared instance exists.** `CallManager.instance != nil` (or `== nil`) on an
  optional shared instance tests whether a feature is there and uses nothing of it
  (held-out set 24: 2 of 2 not acted on).
- **A stateless null object as a callback role.** The bare shared instance of a type with no
  stored property, set whole as a delegate, a data source or an output
  (`tableView.dataSource = EmptyFeed.shared`, an empty table's constant answers): UIKit's
  callback role filled, nothing pulled out (held-out set 123: 2 of 2 SPEC "no").
- **A scene delegate's window.** `SceneDelegate.shared?.window?.traitCollection` through the
  shared instance of a type named `…SceneDelegate` reads the window UIKit keeps there, the
  app delegate's window idiom (below, `service_locator`); a screen reached through it with a
  cast (`window?.rootViewController as? ChatViewController`) is still an access (held-out
  set 38: 1 of 1 not acted on).
- **A helper call.** `CoreDataStack.shared.fetchEntities(ofType: T.self, onContext: context)`
  where every `fetchEntities` the singleton's type declares (its declaration or an extension)
  reads at least one of its parameters and nothing of the instance: no `self`, `super` or
  `Self` (a name bound to `self`, `guard let strongSelf = self` in a closure capturing
  `[weak self]`, is `self`: its member reads are members; held-out set 286: a date helper
  binding it unused, 8 of 8 not acted on), no member of the type or of its superclasses in the analyzed set other than its
  other helper methods (`getAccentedSymbol(_:)` tinting what `getSymbol(_:)` returns; a
  property of a helper's name is a member, `cachePrefix` beside `cachePrefix(for:)`:
  held-out set 275, a finding placed at a later access, SPEC "no"; so is the value a local
  of the same name binds, `guard let forms = forms`: held-out set 294, 2 SPEC "no", also
  anywhere in that value, `let recipeModule = try requireModule(recipeModule, name: "recipes")`:
  held-out set 313, 2 SPEC "no"), no
  shared instance (`X.shared`, `.standard`, `.default`, `.current`, `Database.main`), no
  platform service type (`URLSession`, `FileManager`, `Keychain`, …), no file read
  (`Data(contentsOf:)`, a constructor's label; an array's `append(contentsOf:)` is no read:
  held-out set 176, an actor's `async` ranking of what it is handed, 4 SPEC "no") other
  than of a resource of the app's bundle
  (`NSImage(contentsOfFile:)` of a `Bundle(for:).path(forResource:ofType:)`), and no
  constructor or static call of a type (a C function named like one counts: `IOServiceOpen(…)`,
  the Accessibility API's `AXUIElementSetAttributeValue(…)` moving another app's window
  through the element it is handed; held-out set 185: 3 of 3 acted on) other than an enum or struct of the analyzed set, a
  class of it that is not dependency-like, a platform value type (a static property read,
  `Strings.notAvailable`, is a value; so is the temporary or home folder's path,
  `NSTemporaryDirectory()`: `ServerMountManager.shared.getMountPath(for: server)` building a
  mount folder's URL from the server it is handed; held-out set 181: 3 of 3 SPEC "no"), a platform alert it builds and shows
  (`NSAlert`, `UIAlertController`), or cryptography computing over what it is given
  (CryptoKit's `SHA256`, CommonCrypto's `CCKeyDerivationPBKDF`; held-out set 59: 3 of 3
  SPEC "no"; the wrappers apps take for them, IDZSwiftCommonCrypto's `Digest`, `Cryptor` and
  `Random`, SwiftyRSA's `PublicKey` and `ClearMessage`, over bytes read through `NSData` and a
  buffer pointer: `Crypto.sharedInstance.aesEncrypt(iv, key:plainText:)`; held-out set 303: 3
  of 3 SPEC "no"), Foundation's parsers of what it is handed (`JSONSerialization`,
  `PropertyListSerialization`: a JWT decoder's `decode(token:)`), or Lottie's
  `LottieAnimation.named(_:bundle:)` loading an animation the app ships, as `UIImage(named:)`
  does (held-out set 275: 4 of 4 SPEC "no"); the user's calendar, locale and time zone (`Calendar.current`) are values it
  may format with (set 59: 3 of 3 not acted on), as is the device's main screen read through
  `UIScreen.main` or `NSScreen.main` (a method answering its width is no stub: a class of
  such methods is a stateless namespace, `ScreenBoundsSupplier.shared.getScreenWidth()`
  sizing views' frames; held-out set 191: 16 of 16 not acted on), and so are Foundation's formatters, every
  one (`RelativeDateTimeFormatter`, `ByteCountFormatter`, `DateComponentsFormatter`:
  `SystemHelper.shared.formatDate(date)` in a table's cell; held-out set 187: 1 of 1 SPEC
  "no"); layers, paths and animations it builds on
  the view it is handed are values too, and in a type that keeps no stored state it may set
  itself as their delegate (`AnimationFactory.shared.firePulse(onView: view, fromColor:
  toColor:)` adding a `CAShapeLayer` with a `CABasicAnimation` whose `delegate = self`;
  held-out set 98: 2 of 2 SPEC "no"), and so is UIKit's image context it draws the picture
  it is handed into (`UIGraphicsBeginImageContext`, `UIGraphicsImageRenderer`:
  `AppManager.shared().resizeImage(image:newWidth:)`; held-out set 176: 2 of 2 SPEC "no"),
  and its PDF context, with the paragraph styles and gradients it draws with
  (`UIGraphicsPDFRenderer`, `NSMutableParagraphStyle`, `CGGradient`:
  `PDFExportManager.shared.generateRoutinePDF(client:routine:)`; held-out set 260: 4 of 4
  SPEC "no"), and SwiftUI's renderer of the view it is handed into a picture, with UIKit's
  fill of the background under it (`ImageRenderer(content:)`, `UIRectFill`), and Core
  Foundation's test of a number for a boolean (`CFGetTypeID(number as CFTypeRef) ==
  CFBooleanGetTypeID()`; held-out set 313: a generator of share images and a JSON encoding
  helper, 2 of 2 SPEC "no").
  The call runs on what the caller hands in; the
  singleton only lends it a namespace (held-out set 25: icon lookups and alert wrappers on
  a screen saver's hub, 40 of 40 not acted on). A method that touches the
  instance's state (`newTaskContext()` reading `persistentContainer`) is an access. When the
  call has no trailing closure, only the methods of its name with its argument labels count
  (`ImageSizeService.shared.calculate(width:height:containerWidth:)` is arithmetic beside a
  `calculate(for: url)` that reads the instance's cache; held-out set 16), where the
  singleton's own file declares every method of the name. Methods are read where the
  singleton's own file declares them, or a file named for the type it extends
  (`CoreDataStack+History.swift`; held-out set 20: a store split over ten such files).
  So is the bare shared instance kept in a local that the rest of its function uses only to
  call such helpers on (`let packageListManager = PackageListManager.shared`, then only
  `packageListManager.sortPackages(packages:search:)`; held-out set 275: 1 of 1 SPEC "no").
- **State kept statically.** A class whose instances keep nothing, every stored property of
  it a `static var` (at least two besides its shared instance) holding values rather than
  services, its shared instance only a way to call methods over that static state
  (`FilterManager.sharedInstance.getCurrentCategory()` over `fileprivate static var
  currCategory: String`, behind a `fileprivate init()`): injecting the instance would change
  nothing while the statics stay, as a static call is no singleton access (held-out set 304:
  6 of 6 not acted on). Not one whose static state holds a service, a network client, a
  store's handle or a type with a dependency suffix (`static var defaultProvider:
  MoyaProvider<ElloAPI>` in the network provider every service calls through
  `ElloProvider.shared`; held-out set 302: 4 of 4 acted on).
- **A stateless namespace.** A singleton whose type holds only constants and methods that
  read only them, their parameters and each other (`JSON.shared.toString(ids)`,
  `AppDateFormatter.shared.shortTimeString(from:)`; see `singleton_declaration`); a private
  `let` its initializer fills once with a plain value is such a constant (a currency list,
  `private let _availableCurrencies: [(String, String)]`; held-out set 128: 1 of 1 SPEC
  "no"; not an SDK's client it keeps, `private let amplitude: Amplitude`), and so is a private
  `var` declared with a collection literal of at least one element that no code assigns
  after `init`, assigns into, updates, appends to or otherwise changes in place (a category
  list a catalog only returns, `private var categoryStack: [TaskCategory] = [TaskCategory(…),
  …]`; held-out set 228: 3 of 3 SPEC "no"; not recent searches it appends to, nor an empty
  `[]` filled where the index does not see it); a method that reads
  no parameter and no member, its answer a literal (`func topUpURL(…) -> String { return
  "https://…" }` among URL builders; held-out set 147: 16 of 16 SPEC "no") or drawn from an
  enum or struct of the project (`Template.allCases.randomElement()!`, a phrase generator
  drawing from `WordLists`; a stub check, `isCommonLetter(_ _: [Int]) -> Bool { false }`;
  held-out set 150: 9 of 9 SPEC "no"), or a formatter it sets up from its own constants
  (`func defaultDateFormatter() -> DateFormatter` with `FormatterUtil.defaultFormat`;
  held-out set 314: 2 of 2 SPEC "no"), keeps it stateless
  beside methods that work on something (alone, a stub service, `fetchFeed() { [] }`, is
  no namespace). Its own static literal constants read through `Self` or its name are
  constants too (`private static let appName = "Cross Sums"` in a share-text builder's
  `"\(Self.appName)"`; held-out set 268: 1 of 1 SPEC "no"), and its methods called through
  its own shared instance are its methods (`CurveAlgorithm.shared.controlPointsFrom(points:)`
  in another method of a curve-maths helper; held-out set 301: 2 of 2 SPEC "no"); a method building a class of the
  set that keeps `UserDefaults`, to save through it, works on storage and is no helper, and so
  does one assigning another type's static variable (`KeychainStorage.token =
  credentials.token`, a session saving into the keychain; held-out set 320). Core Location's and MapKit's geometry a method builds to compute with is a
  value, as a date or a URL is (`CLLocation(latitude:longitude:)` and `distance(from:)` in a
  `SpeedManager` working out the speeds between fixes; held-out set 243: 1 of 1 SPEC "no"),
  not the location manager asking the hardware, and so is a bitmap context a decoder draws an
  image into to read its pixels (`CGContext`, `CGImage`, `CGColorSpaceCreateDeviceGray()` in
  `RadarFrameDecodeLane.shared.decodeGrid(data)`, a stateless actor; held-out set 334: 2 of 2
  SPEC "no"). Also one
  answering a platform delegate or data-source protocol from its parameters
  (`WorkoutMapViewDelegate.standard`, an `MKMapViewDelegate` building a polyline renderer;
  held-out set 54: 1 of 1, SPEC "no"), or giving a callback a fixed answer
  (`NoAnimationDelegate.shared`, a `CALayerDelegate` whose `action(for:forKey:)` returns
  `NSNull()`; set 75: 3 of 3 SPEC "no"): no access through it is reported. So is a wrapper of
  the system pasteboard: a class named for the clipboard or the pasteboard with at most one
  instance stored property, the pasteboard it writes to (`ClipboardService.shared.copy(text)`
  from a copy button, read like `UIPasteboard.general`; held-out set 145: 5 of 5 not acted
  on; a clipboard manager keeping a history is a store). So is a counter of the requests
  under way that shows the status bar's network activity indicator while any runs and does
  nothing else a test would fake (`InUseCounter.network.inc()`, its shared instance built
  with a closure setting `UIApplication.shared.isNetworkActivityIndicatorVisible`; held-out
  set 185: 8 of 8 not acted on).
- **A plugin descriptor's hook.** Code of a struct or enum with no instance member that
  conforms to a protocol of the set whose every requirement is static (`struct
  WindowSnapExtension: ExtensionDefinition { static let id = "windowSnap"; static func
  cleanup() { WindowSnapManager.shared.cleanup() } }`, which a registry lists as
  `WindowSnapExtension.self`): the registry calls its static hooks, and no instance exists to
  be handed the manager (held-out set 314: 8 of 8 not acted on). A namespace of static
  functions conforming to nothing is still reported.
- **A stateless presenter.** A singleton class with no instance stored property (but
  constants: a `let` of a string literal, or of a presenting platform type's shared instance,
  `private let center = UNUserNotificationCenter.current()`; held-out set 330: 2 of 2 not
  acted on) whose code,
  all in its declaration (an extension of it may do more: a notification manager answering
  `UNUserNotificationCenterDelegate` in an extension beside its permission request, whose
  answer an effect branches on, is reported; held-out set 195: 1 of 1 acted on; an extension
  answering the notification centre is read as its code reads, and one posting the class's
  notices there and saying how they show is the presenter's code,
  `NotificationExt.shared.postUploadErrorNotice(…)`, also logging through the app's logger;
  held-out set 316: 5 of 5 SPEC "no"; one answering
  only the system mail or message composer the class presents, `extension EmailHandler:
  MFMailComposeViewControllerDelegate` dismissing it, does no more; held-out set 298: 2 of 2
  SPEC "no"), presents UI (a window, an alert, a storyboard scene, a browser screen, also the
  system's sign-in sheet, `ASWebAuthenticationSession` opening a sign-up page; held-out set
  316: 1 of 1 SPEC "no"; a link it hands to
  the system with `UIApplication.shared.open(url)`; held-out set 40; a local notification it
  posts through `UNUserNotificationCenter`, `NotifyService.shared.notify(title, message)`;
  held-out set 81: 3 of 3 SPEC "no"; a presenter it builds in place to show each message,
  `AlertPresenter().show(subject)`, the banner window of a stateless `AlertManager`; held-out
  set 106: 8 of 8 SPEC "no"; a VoiceOver announcement it posts through `NSAccessibility` or
  `UIAccessibility`, `AccessibilityManager.shared.announce(message)`; held-out set 185: 5 of 5
  SPEC "no"; also through a function it declares itself, `func request() { …
  UNUserNotificationCenter.current().add(request) }` nested in the method that posts, whose
  name is no store's verb; held-out set 240: 1 of 1 SPEC "no"; a notice it posts to the
  app's observers through `NotificationCenter.default.post(…)`, `NotificationUtil.shared
  .notify(name, key:value:)`; held-out set 314: 18 of 18 not acted on) and does nothing
  else a test would fake: no network, store, keychain or file access and no shared instance
  but the platform's own (`UIApplication.shared.open(url)`, the main queue that dismisses
  a banner: held-out set 59, 13 of 13 SPEC "no") and the app's own provider of where to
  present, read for its top screen or key window (`PresentationContextProvider.shared
  .rootViewController`, which a share-sheet presenter presents on; an extension of the
  presenter's that holds static helpers only is read as its code reads, `static func
  items(for post: Post) -> [Any]`; held-out set 300: 6 of 6 SPEC "no"), and the app's
  delegate asked for one of its windows (`AppDelegate.shared?.showManagementWindow(…)`, a
  notice's tap opening the window it names; held-out set 330: 2 of 2 not acted on). A link opener that asks before
  leaving the app (`SafeNavigationManager.shared.navigate(url)`) or a stateless transitioning
  delegate is read like `UIApplication.shared.open` (held-out set 17: 7 of 7 not acted on).
  A navigator (`…Coordinator`, `…Router`, `…Navigator`) is not one.
- **A factory of views.** A singleton class with no instance stored property whose every
  instance method returns a view or a screen (its result's name ends in `View`, `Label`,
  `Button`, `Field`, `Control`, `Bar`, `Toolbar`, `Switch`, `Slider`, `Stepper`,
  `Indicator` or `Controller`: `UIFactory.default.createVerticalStackView(spacing: 8)`,
  `createMainActionButton() -> TriangularedButton`, a loader of storyboard scenes and nibs,
  `StoryboardManager.sharedInstance.getInitialViewController(storyboard:)`) builds
  subviews or screens for the code that asks, as their constructors and `UIStoryboard` would
  (held-out set 61: 85 of 86 not acted on, in views, cells, screens and presenters; set 170:
  18 of 18): no
  access through it is reported.
- **A constant table.** When every instance member of the singleton's type is such a constant
  (a table of brand colours), the bare shared instance is a constant too, wherever it goes.
- **A catalog loaded from the app's bundle.** A class, actor or struct whose declaration, with its
  shared instance, reads a resource of a bundle (`Bundle.main.url(forResource:withExtension:)`,
  `path(forResource:ofType:)`, or through the app's decoding helper on the bundle,
  `Bundle.main.decode…("Workouts.json")`; held-out set 169: 1 of 1 SPEC "no"), names no
  platform service but the bundle and the notification
  centre, runs no `Task` and publishes nothing (`@Published`, `ObservableObject`), and whose
  stored properties hold no dependency-like type: texts, categories or formats decoded from a
  JSON file shipped with the app, also reloaded when the language changes. Its reads are
  reference data, read like localized strings (held-out sets 87 to 112: 25 of 25 not acted
  on; an actor caching what it decodes for App Intents' entity queries,
  `AWSaryContentDataSource.shared.services()`; held-out set 234: 1 of 1 not acted on). A coordinator that reads a bundled sample and runs work with it is still reported
  (set 93: 1 of 1 acted on).
- **Injection by argument.** The bare singleton passed as a labelled argument of a call
  (`Formatters(themeColors: ThemeColors.shared)`): the caller chooses the dependency and hands
  it in; so is a shared function's instance, `check.verify(userAccountProvider:
  TPPUserAccount.sharedAccount())` (held-out set 39: 1 of 1, SPEC "no"), also coerced to a
  protocol on the way in (`ServiceLocator.shared.addService(service: NetworkService.shared as
  NetworkServiceProtocol)`; held-out set 266: 1 of 1 SPEC "no"), and unlabelled as a whole
  argument of an initializer, `TabsViewModel(BrowserRegistry.shared, PushService.shared)` or
  `.init(Store.shared)`: the caller builds the object and chooses what it is built with
  (held-out set 316: 4 of 4 not acted on; a function's unlabelled argument, `use(Foo.shared)`,
  is still an access). Only the whole
  argument counts: `f(x: Foo.shared.bar())` is still an access. So does each bare singleton
  of an array literal that is a whole labelled argument, a list of shared instances handed in
  (`Claim(withTitle: "Firewall", withChecks: [FirewallCheck.sharedInstance,
  AirDropCheck.sharedInstance])`, a catalog of checks; held-out set 69: 36 of 36 not acted
  on). So is each entry of a catalog, a list of two or more bare shared instances wherever it
  is written (`static let updateChecks = [App1PasswordCheck.sharedInstance,
  AppDockerCheck.sharedInstance, …]`, `Claims.updateChecks + [AutoUpdateAppCheck.sharedInstance,
  ParetoUpdated.sharedInstance]`): where the list is written is where the app composes it
  (held-out set 69: 16 of 16 not acted on); one shared instance kept in a list
  (`all = [FirewallCheck.sharedInstance]`) is still reached. The
  same holds unlabelled for SwiftUI's `.environment(AppState.main)` and
  `.environmentObject(Store.shared)`: the instance handed into the environment.

A subclass of a platform window, panel or window controller (`NSWindowController`,
`NSPanel`, `NSWindow`, `UIWindow`), or of a view or view controller (`UIView`,
`UIViewController`, `NSView`, `NSViewController`, and the container screens UIKit names
without the word, `UITabBarController`, `UINavigationController`), or of a popover
(`NSPopover`, a settings pane's help bubble; held-out set 75: 3 of 3 not acted on), or of a
cell (`UICollectionViewCell`: a static sizing cell, `InstitutionCollectionViewCell
.measurementCell`; held-out set 92: 1 of 1 SPEC "no"), directly
or through the app's own base classes, is not flagged, also where a test file declares a
stand-in of the same name (`class TilesPanel { static let shared = TilesPanel() }` beside the
app's `TilesPanel: NSPanel`; set 75: 9 of 9 SPEC "no"): its shared instance is one on-screen element
(AppKit's `NSColorPanel.shared` idiom, the call banner on screen,
`IncomingCallBanner.current?.dismiss()`, the tab bar root an app opens links through,
`RootViewController.shared?.open(link)`: held-out set 53, 12 of 12 not acted on, SPEC
"no"), and reaching for it shows or hides it or navigates. A null
object (a static named `none`, `empty`, `zero`, `identity`, `null`, `completed` or
`unknown`: `PhotoCollection.empty`) is a constant, not a shared instance; so is the instance
standing for every item, a static named `all` or `all…` (`Album.allPhotosAlbum`, the entry a
photo picker lists first; held-out set 62: 2 of 2 not acted on).

A shared logger (a type named `…Logger`, `…Logging`, `…LoggingService`, `…LogService`,
`…LogManager` or `…Log`, also before `Util`, `Utils`, `Utility` or `Helper`, `LoggingUtil`:
held-out set 314, 4 of 4 not acted on; and a line written to a log sink, `…LogTap`, `…LogPublisher`,
`…LogSink` or `…LogWriter`, or whose name starts with the word `Log` (`LogTool`, not
`LoginManager`), through a method named for a level, `LogTap.shared.note(…)`,
`PVLogPublisher.shared.info(…)`, `LogTool.shared.debug(…)`: held-out sets 46 and 156, 8 of 8
and 27 of 27 not acted on, where a log viewer's
view model reading the lines back, `getRecentLogs(minLevel:)`, was acted on and is still
reported; also through a method named `log` or `log` and what it logs, on a type with the
capitalized word `Log` anywhere in its name, `ActorLogToFile.shared.logOutput(command,
output)` appending to the app's log file: held-out set 326, 5 of 5 not acted on, where reading
the file back, `readloggfile()`, is still reported; and a line appended to the app's output console, a type named with `Console`
through a method starting `append`, `print` or `write`,
`GlobalConsoleManager.shared.appendOutput(…)`: held-out set 60, 13 of 13 not acted on, where
views observing the console to show it were acted on and are still reported) is not flagged either, nor is asking the logger factory (such a
name before `Factory`, `Builder` or `Provider`) for a logger through a call or a logger-named
property (`fileprivate var log = LoggerFactory.shared.logger(filename)`; a log-file store it
holds, `LoggerBuilder.shared.store`, is an access): reviewers accept one app-wide logger as
ambient, a single decision rather than a hidden dependency at each of its calls (on one
app, 1,157 of its 1,261 findings were `LoggingService.shared` calls, none of them worth
changing; held-out set 15: 19 per-file logger globals from a `LoggerFactory`, none acted
on). A team that injects its logger suppresses the declaration's file instead. The
same holds for the other ambient UI services, named with `Haptic` (or keeping a haptic
engine or feedback generator in at least a quarter of its stored properties, annotated or
built in place, whatever the name: `Hap.shared.play(…)`, `FeedbackGenerator.shared
.triggerSelection()`; held-out sets 31 and 33: 25 of 25 and 8 of 8 not acted on; a
repository of eighteen stored properties that keeps one feedback generator is no haptics
player; so is a player of the sound effects it loads from the app's bundle, keeping
`AVAudioPlayer`s filled from `Bundle.main.url(forResource:withExtension:)` in a quarter of
its stored properties, `AudioManager.shared.playFailure()`; held-out sets 246 and 205: 8 of
9 not acted on; a player of what the user picks reads no bundle resource and is reported;
and a class keeping nothing whose methods only pass calls on to such ambient shared
instances, `FailureFeedbackManager.shared.playFailureFeedback()` playing
`AudioManager.shared` and `HapticManager.shared`; held-out set 246: 4 of 4 not acted on),
`SoundEffect` or `ButtonSound` (sound played as feedback, `SoundEffectManager.shared.playSound(.pull)`,
`ButtonSoundGenerator.shared.playSound(.tap)`: held-out set 46, 2 of 2 not acted on;
held-out set 40: 1 of 1 not acted on), `SoundPlayer`, `BackgroundMusic` or `BGM` (the
background music a screen starts on appearing, `SoundPlayer.shared.mainSound()`; held-out
set 54: 4 of 4 not acted on), the name `SoundManager`, after a class prefix at most (the
app's chimes, `SoundManager.shared.playStartSound()`; held-out sets 57 and 93: 6 of 6 not
acted on; a `CustomSoundManager` keeping the user's sound files is a store), `DeviceInfo` (a wrapper of the device's own state,
read like `UIDevice.current`: `DeviceInfo.current.orientation`; held-out set 43: 3 of 3 not
acted on), `DisplaySleep`, `IdleTimer`, `DisplayAwake` or `SleepPrevent` (the display's sleep
timer, a counted wrapper of `UIApplication.shared.isIdleTimerDisabled`:
`DisplaySleepPreventer.shared.startPreventingDisplaySleep()`; held-out sets 42 and 44: 3 of 3
not acted on; on the Mac a power assertion's wrapper, `SleepPreventer.shared.allowSleep()`;
held-out set 229: 1 of 1 not acted on; and, whatever the singleton's name, a call holding
off the app's own idle lock or restoring it, a method named with the word idle and a verb
enabling or disabling, `UserIdle.shared.temporarilyDisable_userIdle()` around a submission,
then `reEnable_userIdle()`; held-out set 328: 3 of 3 in screens and a wallet model not acted
on; checking the timeout is still reported), `DarwinNotification` (the cross-process notification centre, posted to like
`NotificationCenter.default`; held-out set 44: 2 of 2 not acted on), a name ending in
`AudioSession` (a wrapper counting the users of the process's audio session, read like
`AVAudioSession.sharedInstance()`: `AudioSession.shared.startUsing()`; held-out set 88: 4 of 4
not acted on), the name `ReviewManager`, after a class prefix at most, and
`ReviewPrompt`, `RatingPrompt`, `AppReview` or `StoreReview` (a wrapper deciding when to show
the App Store's review prompt, like `SKStoreReviewController`:
`ReviewManager.shared.requestReview(for: .launch)`; held-out set 50: 16 of 16 not acted on;
also a class named for reviews, in a file importing StoreKit, whose code asks for the prompt
(`SKStoreReviewController.requestReview()`, `AppStore.requestReview(in:)`), whatever its
name's ending: `ReviewRequests.shared.requestReviewIfNeeded()`, held-out set 262: 1 of 1 not
acted on, its own reads of the settings it counts in still reported;
an `NYTimesReviewManager` fetching a film's reviews is a network client and is reported;
held-out set 200: 1 of 1 missed;
also the open-source prompt libraries an app keeps in its tree, `RateMe`, `Appirater`,
`SwiftRater`: `RateMe.sharedInstance.userDidPerformEvent(…)`, held-out set 156: 5 of 5 not
acted on),
`Confetti` (a celebration over the screen), `Popup` (a presenter of the app's dialogs over
every screen, an alert by another name: `PopupManager.shared.show(PopupModel(…))`; held-out
set 203: 4 of 4 SPEC "no"), `TutorialManager` (a tutorial overlay's state, whether it shows:
`DashboardTutorialManager.shared.show()` from a help button; held-out set 290: 4 of 4 not
acted on), the name `HintManager`, after a class prefix at most (timed hints
floated over the window, a toast: `HintManager.default.add(…)`; held-out set 203: 2 of 2 SPEC
"no"), `Toast`, `Snackbar` (also `SnackBar`: held-out set 263, 1 of 1 SPEC "no"), `HUD`/`Hud` (and,
whatever its name, a class of at most four stored properties declared in a file that
imports a toast, banner or HUD library, `Drops`, `SwiftMessages`, `SVProgressHUD`, …, and no
other library: the app's wrapper of it, `DropManager.shared.showDrop(title:…)`; held-out set
75: 11 of 11 not acted on; a network session manager whose file also imports `Alamofire` and
shows its errors through `SwiftMessages` is more than that, held-out set 121; and a class
keeping no instance stored property in a file importing TipKit and no other library, the
app's facade donating tip events and setting tip rules, hints over the screen as a toast is:
`TipStore.shared.donateTaskCreated()` in views and services; held-out set 291: 9 of 9 not
acted on; one keeping state of its own is reported),
a name ending in `NoticeController` or `NoticePresenter` (a timed notice,
`NoticeController.shared.present(…)`; held-out set 21: 13 of 13 not acted on), `Keyboard` or `DisplayLink` (the frame clock),
`LoadingOverlay`, `LoadingIndicator`, `LoadingState` or `ActivityIndicator` (a full-screen progress HUD,
`LoadingOverlayPresenter.shared.show()`; held-out set 35: 2 of 2 not acted on;
`LoadingState.shared.show(text:)`, the shared state of the app's loading sheet, in views and
the modifier presenting it; held-out set 232: 3 of 3 not acted on;
`ActivityIndicator.shared.startAnimating()`, set 122: 8 of 8), `InAppNotification` (the
app's in-app notification banner, a toast: `InAppNotificationService.shared.showError(…)`;
held-out set 121: 24 of 25 not acted on), a custom alert presented over every screen, named
for it (a name ending in `Alert`, `AlertPresenter` or `AlertView`:
`WalWalAlert.shared.showAlert(title:…)`; held-out set 122: 8 of 8 not acted on; not an
`…AlertService` or `…AlertManager` with state, which may schedule alarms; and, whatever
its name, a class whose every stored property is a private view (or the label or button it
shows beside them: `fileprivate let loadingLabel = UILabel()`; held-out set 132: 1 of 1 SPEC
"no"; beside a private view also the content view callers hand it, the window it shows in,
its own dismissal timer and the delegate it tells, `OverlayView.shared.showOverlay(with:)`;
held-out set 201: 5 of 5 not acted on), subclassing no view or controller: it puts its overlay over the window and takes it away,
`LoadingManager.shared.showLoading(isShow: true)`, `DimManager.shared.showDim(targetView:)`;
held-out set 77: 39 of 39 not acted on; and a class whose every stored property is
JavaScriptCore's, `JSContext` or `JSValue`: it runs a bundled script library, and its calls
compute on their arguments, a library's, `BtcJS.shared.callJSValue(key: "getAddress", param:
…)`; held-out set 78: 14 of 14 not acted on; and a class adopting `NSWindowDelegate` that keeps
its window, the controller of one on-screen window it opens and closes, read like the
window, `KeyViewer.instance.open()`; held-out set 80: 6 of 7 not acted on; so is a manager
named for windows that keeps a registry of the window controllers it opens from the
storyboard and closes, `var refs = [String: NSWindowController]()`,
`WindowManager.shared.hideWindow(withIdentifier:)` in a window controller's
`windowWillClose`; held-out set 103: 7 of 8 not acted on), or ending in
`Banner` (an in-app banner across the
top of the window; not an `AdBannerManager`), `BannerQueue` or `BannerPresenter` (what shows
the app's banners one after another, `NotificationBannerQueue.shared.enqueueBanner(using:)`
from screens and managers; held-out set 228: 6 of 6 not acted on), for the app's error reporter, which logs an
error and shows it (a name ending in `ErrorService`, `ErrorHandler`, `ErrorReporter`,
`ErrorReporting` or `ErrorManager`: `ErrorService.shared.handle(error, message:)`; held-out set
16: 6 of 6 not acted on; `ErrorManager.shared.report(error)` handing each error to the
reporters registered with it, held-out set 106: 5 of 5 not acted on) and the crash reporter (`CrashReporter`, `CrashReporting`, or `CrashLogging`,
`CrashReport`, `Sentry`, `Crashlytics`, `Bugsnag` or `Embrace` anywhere in the name, a shim around one
included: `CrashReporting.shared.reportIfNeeded(error:)`, `SentryClient.shared.record(…)` in a
log rotator's catch blocks, `EmbraceManager.shared.captureError(error)` and its spans and
breadcrumbs; held-out sets 19, 21, 44 and 150: 28 of 28 not acted on),
an error-breadcrumb tracker (`Error` or `Breadcrumb` in the name, ending in `Tracker`,
`Tracking` or `Recorder`: `ErrorActivityTracker.shared.log(…)`, the steps that go with the
next error report; held-out set 38: 3 of 3 not acted on), a performance instrument
(`Performance`, `Launch`, `Startup` or `Latency` in the name, ending in `Tracker`, `Monitor`, `Metrics`,
`Tracing`, `Profiler`, `Recorder` or `Probe`, or a name ending in `Benchmark`: timing calls around
work, off until switched on, `Benchmark.shared.start("ContentStore.init")`; held-out sets 37
and 80: 49 of 49 not acted on; `LaunchMetrics.shared.recordMilestone("…")` appending the
timestamps it prints, set 281: 3 of 3 not acted on; `TTSLatencyProbe.shared.markTurnStart()`,
set 311: 1 of 1 not acted on), a formatter (a name ending in
`Formatter`, `FormatterService` or `FormattingService` (held-out set 121: 1 of 1 SPEC "no"),
the app's own class named just `Formatter` too (held-out set 158: 5 of 5 SPEC "no"),
or `Format` with `Helper` after it, or the app's date helper, `Date`, `Time`
or `DateTime` with `Util`, `Utils`, `Utility`, `Utilities`, `Helper` or `Helpers` after it,
memoizing or not: `ArticleStringFormatter.shared.truncatedTitle(article)`,
`DateFormatHelper.sharedHelper.longLocalizedFormat(date)`,
`DateUtil.shared.formattedString(for:format:)` in cells, decoders and view models, read
like a shared `DateFormatter`; held-out sets 22, 39 and 40: 9 of 9 not acted on, set 89:
17 of 17; under any name, a class whose every instance stored property is a formatter or
what formatting reads (`DateFormatter`, `NumberFormatter`, `Calendar`, `Locale`, `TimeZone`):
`DateManager.sharedInstance.ISOStringToDate(…)` in models, cells and screens, held-out set
165: 14 of 14 not acted on; so is one keeping formatters cached by key, and private caches of
the strings they work out (`private var currencyCodeFormatterCache = [String:
NumberFormatter]()`, `private var symbolCache = [String: String]()`:
`CurrencyKit.shared.findSymbol(for:)`, held-out set 295: 5 of 5 not acted on), and one keeping
the style they read as a private property of an enum it nests (`private var style: DateStyle =
.medium` beside lazy `DateFormatter`s: `DateDisplayService.shared.format(date)` in sheets and
services, held-out set 303: 4 of 4 SPEC "no"); one keeping
anything else beside them (a session, a cache of other things) is not; and a class named `…DateManager` with no stored property at all, making its formatters
per call, `DateManager.shared.getLastSevenDays()` labelling a chart's days in cells, held-out
set 234: 3 of 3 not acted on; a serializer turning data into images or text, a name ending in `Serializer`,
`RemoteSerializer.shared.image(with: svg)` in cells and view models, set 90: 16 of 16; a
JSON converter, a name starting `JSON` or `Json` and ending in `Converter`,
`JsonConverter.shared.encode(object:)` through the codecs it holds, set 231: 1 of 1 SPEC "no"; also
a Markdown renderer
or a cache of rendered text, `Markdown` or `TextCache` in the name:
`MarkdownManager.shared.transformAttributedString(…)`, `MessageTextCacheManager.shared.message(for:)`;
held-out set 56: 8 of 8 not acted on), a work queue
named for how it runs work (ending in `OperationQueue`, `CoalescingQueue`, `DispatchQueue`,
`SerialQueue`, `ConcurrentQueue` or `BackgroundQueue`, also with `Job` before `Queue`:
`CoalescingQueue.standard.add(self, #selector(…))`, `ConcurrentJobQueue.shared.addJob(job:)`,
read like `OperationQueue.main`; held-out sets 39 and 42: 10 of 10 not acted on; a queue
named for its work, `EventRelationsQueue.shared`, is a collaborator's state and is
reported) (`HapticFeedbackService.shared.trigger()` in a button's action,
`HudHelper.instance.show(banner:)`, a keyboard-frame observer), and for the app's locale
provider (a type named with `Localiz`/`Localis` or for internationalization,
`I18N.instance.locale`, held-out set 69: 5 of 5 not acted on, or for localization in that
shorthand, `L10n.shared.getSystemLanguage()`, held-out set 196: 1 of 1 SPEC "no"; a table ending in `Translations`
(`PresetTranslations.shared.yesForLocale`), or `Language` or `Locale` before `Manager`,
`Service`, `Provider`, `Helper`, `Store` or `Settings`: `LanguageManager.shared.currentLanguage`):
reviewers read them like the main queue and `Locale.current`, not as a collaborator to
inject. The same holds for such a service held in a property of another singleton, an
app-wide hub (`App.shared.snackbar.show(…)`, `Services.shared.logger`; held-out set 12:
23 of 60 sampled accesses were one hub's snackbar, none acted on); a method of the hub
named like one (`Analytics.shared.log(…)`) is still an access, also called with a trailing
closure alone (`StorageManager.shared.downloadAvatarData { … }` is a call, not an image
loader the hub holds; held-out set 168: the finding had moved off the first access). An analytics event a view,
a screen or a coordinator sends (a call naming its event in place by a string, a case or a
value built there, `MenuTrackingEvent.terms`, `MapPressPayload()`, on a type named for
analytics or telemetry, or whose first argument is labelled `event` or `eventName`, or whose
method is named `track…` or `logEvent…`: `Collector.shared.save(event: "Viewed", parameter:
"Options")` in `onAppear`; on a type named for analytics any argument counts, an event built
before the call, `AppDevAnalytics.shared.logFirebase(payload)`, or none when the method's
name names the event, `TelemetryService.shared.trackPurchaseClose()` (held-out set 89: 8
of 8 SPEC "no"), `AnalyticsManager.shared.logRateUsTapped()` (held-out set 246: 2 of 2 SPEC
"no"); also through a hub's member named for analytics, `AppCore.shared.analytics
.logEvent(withEvent: .tapCreate)` in a button's action (held-out set 197: 3 SPEC "no"); not a calendar saving an
event it is handed, `save(event: event)`, nor a telemetry client scheduled,
`TelemetryClient.shared.scheduleRecurring()`) is not reported:
SwiftUI builds the view as a value and hands it services through the environment, and
reviewers leave a view's telemetry inline (held-out set 70: 26 of 26 not acted on); in UIKit
screens and coordinators labellers acted on half (set 68: 25 of 37; set 79: 3 of 11; sets
81 and 83: 0 of 8), the app's telemetry convention more than a dependency. So is an event
sent from an extension constrained to screens (`extension Trackable where Self:
UIViewController`; held-out set 158: 1 of 1 SPEC "no"), and the analytics instance a view
keeps in a `private` property only to send such events through, its initial value or the
whole value its initializer assigns it, every use of the property such a call, also through
`?` (`private let analytics = AnalyticsService.shared`, then
`analytics.track(.searchViewed())`; held-out set 269: 6 of 6 not acted on, 2 SPEC "no"; another
type's property of the name declared in the same file is no use of it); in a SwiftUI view, a
property of any access level whose initial value is the shared instance, used only for such
events or not at all, unless the view observes it (`var analytics: Analytics =
AnalyticsProvider.shared` in a view with an initializer of its own; held-out set 327: 6 of 6
not acted on). The same event
sent by a view model or a service is reported (set 70: 4 of 4 in view models acted on), as
is any other call the view makes on the type. View-layer code (a controller of the app's keeping a window or panel too, a status-bar controller opening settings through `MainSettingsCoordinator.shared.showSettings()`; held-out set 285: 1 of 1 SPEC "no") presenting the next screen or opening a tapped link through the app's global navigator (a
type named `…Coordinator`, `…Router`, `…Navigator`, `…Nav` after more (`AppNav.shared
.pushToInAppWeb(url, viewController: self)`; held-out set 314: 8 of 8 not acted on), or
`Router`, `Routing` or `Navigation` before `Handler`, `Manager` or `Service`: `…NavigationManager` (held-out set 40: 4 of 4 UIKit
screens through `NavigationManager.sharedManager` not acted on), `RouterHandler` (a
deep-link router; held-out set 273: 21 of 21 screens, cells and views SPEC "no"), or a class
under any name whose stored state is only the app's navigation, a navigation path or the
sheet presented (`NavigationPath`, `[AppRoute]`, a `…Route`, `…Destination` or `…Sheet`, an
enum of the set named `…Path`, `@Published var paths: [NavPath]`; held-out set 175: 2 of 2
SPEC "no"; an enum of the set named `…SheetType` kept with an untyped payload, `@Published var
shownSheet: (type: SheetType, data: Any?)?`; held-out set 291: 6 of 6 views SPEC "no"; a struct
of the set named `…SheetModel` or `…SheetItem`, the sheet's payload, `@Published var eventSheet:
EventDetailsSheetModel?`; held-out set 324: 3 of 3 views SPEC "no"; or a
class named for its sheets whose every instance stored property is a `var` declared empty or
off, each a sheet's payload or shown flag, `final class AppSheetsModel { @Published var
newPostInfo: NewPostInfo? = nil; @Published var readOnlySheetVisible = false }`; set 302, not
held out: 4 of 4 SPEC "no", 1 more not acted on; or the selected tab itself, an `Int` or an
enum of the set in a property named `…Tab` or `…TabIndex`, `@Published var selectedTab: Int`
beside a search-focus flag; held-out sets 330 and 333: 6 of 6 in views not acted on) beside
enums and flags (`AppData.shared.goTo(.leaderboard)`,
`SheetsManager.shared.presenting = .comments(activityId: id)`; held-out set 130: 38 of 39
views not acted on): `Coordinator.shared.present(…)` in a
SwiftUI button's action, `URLRouter.shared.handleOrOpen(url:)` in a UIKit text view's link
callback; also in an extension constrained to screens, the app's own screen class included,
`extension ViewControllerTransitionable where Self: BaseViewController`; held-out set 257: 1
of 1 SPEC "no") uses the app's navigation idiom, read like `@Environment(\.dismiss)` or
`UIApplication.shared.open` (held-out set 11: 5 of 7 SwiftUI views not acted on; set 30: 4
of 4 UIKit views); so is view-layer code opening a link through any shared presenter, a
method named `present`, `open`, `show` or `display` and then `URL`, `Url`, `Link`, `Web`,
`Browser` or `Safari` (`WebControllerManager.shared.presentWebControllerWithURL(url,
inController: self)`; held-out set 43: 10 of 10 not acted on), or such a verb alone with the
link as its first argument's label (`OpenURLModel.shared.open(url: url)`; held-out set 73: 3
of 3 in views, SPEC "no"; a deep link too, `SettingsWindowPresenter.shared.present(deeplinkingTo:
.sources(id))` opening the settings window at a source from a row's menu; held-out set 298: 1
of 1 SPEC "no"), or with a screen as that label (`viewController`, `controller`,
`vc`, `screen`, `modal`), or with the screen handed unlabelled under such a name
(`ModalUIManager.shared.show(vc, animated: false)`), or popping, dismissing or hiding what
was presented (`PresentationCenter.manager.present(viewController: modal, sender: self)`,
`popPresentationStack()`; held-out set 87: 7 of 7 UIKit screens not acted on;
`ModalUIManager.shared.hide(animated: true)`, set 123: 8 of 8), or presenting anything through
one, a method named `present` and then a word (`NCUserInterfaceController.sharedInstance()
.presentAlert(withTitle:)`, `presentConversationsList()`; held-out set 45: 6 of 6 SwiftUI views
not acted on); a view model or a service navigating or presenting through it is reported.
A leak counter the UI tests read (`AllocationTracker`, `LeakTracker` or `LeakDetector` in
the name: `AllocationTracker.shared.addAllocation(…)` in `init` and `deinit`; held-out set 45:
4 of 4 not acted on) is debug tooling. Code of a Core Data entity (a class descending from
`NSManagedObject`, directly or through the set's classes) is not reported either: Core Data
builds it, nothing is injected into it, and its fetch helpers are the entity's own idiom
(held-out set 43: 6 of 6 entities reaching `CoreDataHelper.shared` not acted on; a Realm
model, `class PVSaveState: RealmSwift.Object`, too: held-out set 46; and a SwiftData model,
`@Model final class AudioRecord`: held-out set 168, 1 of 1 not acted on), also in an
extension of an entity another module of the set shadows with a struct of the same name (an API
model `struct Block` beside `class Block: NSManagedObject`; held-out set 44: 2 of 2 not acted
on), and in an extension of an entity whose class Xcode generates from the data model: a
name the set only extends and that a file importing CoreData fetches (`NSFetchRequest<Group>`;
held-out set 124: 2 of 2 SPEC "no"; or its generated `Chain.fetchRequest()`, held-out set 272:
11 of 11 SPEC "no", also where the set nests an API model under the name, `GatewayModels.Chain`)
or watches (`NSFetchedResultsController<Defaults>`; held-out set 152: 1 of 1 SPEC "no"), and in an extension constrained to entities, the fetch
and create helpers every entity adopts (`extension ManagedObjectFetching where Self:
NSManagedObject { static var mainContext: NSManagedObjectContext { … } }`; held-out set 152:
1 of 1 SPEC "no"). So is a call showing or hiding a loading indicator, a HUD,
a spinner, a toast (a snack bar too, `SnackCenter.shared.showSnack(withProps:)`; held-out
set 273: 6 of 6 SPEC "no"; also named last, after what it tells, `showInDevelopmentSnack()`;
held-out set 287: 1 of 1 SPEC "no"; and before the condition it is shown on,
`IAPManager.shared.showUpgradeAlertIfNeeded()`; held-out set 298: 1 of 1 SPEC "no") or an alert on any shared instance (also
through the hub's member that shows it, the call ending the chain,
`SharedReference.shared.errorobject?.alert(error: error)`, the app's error sink its root view
presents; held-out set 326: 10 of 11 SPEC "no", a validator's the eleventh, labelled acted on; also a notice shown by its kind,
`NotificationService.shared.showError(…)`, `showInfo(…)`, `showSuccess(…)`,
`showWarning(…)`: an in-app banner's; held-out set 196: 3 of 3 SwiftUI views' SPEC "no"; or
by its kind alone, with what it tells as its argument, `NotificationManager.shared.error("Push
failed")`, `success(…)`, `warning(…)`, `info(…)`: a toast system's; held-out set 312: 13 of 13 in
views and services SPEC "no"), the app's catch-all helper
(`Helper.shared.startLoading()`, `stopLoading()`, `showAlert(message:)`, a method named for
the alert alone, `alert(title:message:)`, `alertYesNoActions(…)`; held-out sets 130 and 143:
35 of 35 screens and managers using a helper only so not acted on; a loading word only
without arguments: `startLoading(url)` loads content). A view model or a presenter doing it
is reported: it presents UI from the code its tests run (held-out set 143: 11 of 11 acted on).
A colour or a font read through a shared store by view-layer code, a SwiftUI control's style
included (`AppSettings.shared.accentColor` tinting a link or a `ButtonStyle`,
`FontCache.shared.tagFont`; held-out sets 133 and 142: 7 of 7 not acted on; also the colour a
stored choice gives, the chain's last read, `SettingsStore.shared.appTheme.color` tinting a
checkmark; held-out set 193: 4 of 4 SPEC "no"; also through argument-free getters on the way,
`UserManager.shared.getAppTheme().colorSkin.tintColor`, or asked last of the stored theme's
method its type declares returning a colour, a font or a fill,
`AppSettings.shared.theme.getTextStyle()`, an `AnyShapeStyle`; held-out set 203: 20 of 20 SPEC
"no"; a UI library's view or button under its own name, `ChatSendButton:
InputBarButtonItem`, is view-layer code too), is styling, as
through a theme, and so is one asked of a method named for it that the type declares returning
a colour or a font (`Utilities.shared.getTextColor()`, `getFont(multiplySizeBy: 0.6)` in a
night-mode app's labels, cells and screens; held-out set 161: 12 of 12 not acted on), or read
through a property the type declares as a colour, a font or a table of colours, whatever its
name (`UIManager.shared.background`, `var background: Color`; `UIManager.shared.colors
.secondary`, `colors: Colors`; held-out set 322: 5 of 5 SPEC "no"); a
service reading it and code setting it (`setAccentColor(_:)`) are reported. A class whose
instance stored properties, two or more, all hold a colour, a font or an image, each a
constant or made lazily (`class FontCache { lazy var semibold14: UIFont = … }`), is a table
of them: whoever reads it styles
(`FontCache.default.regular18` in a screen and in a theme's `apply(_:toLabel:)`; held-out
set 167: 2 of 2 SPEC "no"); one keeping anything else beside them (a session, a cache), or
a colour the app sets (`var accent: UIColor`), is not. So is a theme: a class whose stored
properties, at most four, each hold one such value, a palette of the set or Material
Components' scheme of colours, fonts or shapes, whatever it is named (`ApplicationScheme`
keeping an `MDCContainerScheme`, `MDCTypographyScheme` and `MDCSemanticColorScheme`;
`StyleSheet` keeping its palette protocol; held-out sets 258 and 221: 22 of 22 not acted
on); a list of colours a game picks from (`var allColors: [UIColor]!`) is data, and
reported. A SwiftUI view holding the bare shared instance in a stored property that its own code
hands into the environment (`@StateObject private var search = SearchViewModel.shared` beside
`.environmentObject(search)`; also a `Scene` or `App`, held-out set 46, and a view modifier
the root applies, also handing a part of it under a key, `.environment(\.managedObjectContext,
persistenceController.container.viewContext)`; held-out set 222: 1 of 1 SPEC "no"), or in a private one its
initializer sets to it whole (`self.settings = AppSettings.shared` beside
`.environmentObject(settings)`; held-out set 210: 1 of 1 SPEC "no"), is where its subtree gets the model: the injection point, not a
hidden dependency (held-out set 44: 2 of 2 not acted on); a view only reading it is reported. Reading the on-screen hierarchy through a shared instance
(`ViewControllerManager.shared.topViewController`, `rootViewController`, `rootController`,
`visibleViewController`, `presentedViewController`, `keyWindow`, `currentWindow`,
`currentViewControllerForPresenting`, `mainViewController`: held-out set 45, 3 of 3 not acted
on; `currentViewController`, a menu asking which screen is on top: held-out set 322, 1 of 1
SPEC "no"; also asked for by a getter, `Utilities.shared.getTopViewController()` finding where a
sign-in sheet presents: held-out set 285, 2 of 2 SPEC "no"; a navigation stack named for where it sits, `topNavigationController`,
`centerNavigation`, `rootNavController`, also returned by an argument-free method,
`Helper.shared.topNavigationController()?.pushViewController(…)`, or a screen's own stack read through it,
`hub.centerViewController!.navigationController?.present(…)`: held-out set 69, 14 of 14 SPEC
"no"; the drawer or a screen it keeps, used, `drawerController?.closeDrawer(…)`,
`centerViewController?.tabName = …`, is still an access), and the app's window a hub keeps (`window`, `mainWindow`:
`Application.shared.presentInitialScreen(in: Application.shared.window)`; held-out set 54:
1 of 1, SPEC "no") finds where to present,
like `UIApplication.shared.keyWindow` (held-out set 15: 3 of 3 not acted on); a method
called on the hub is still an access. A property read or set
through a theme's shared instance (a type named with `Theme`, `Theming`, `Appearance`, `Palette` or `Skin`,
a player's theme: `ModernSkinEngine.shared.currentSkin`, held-out set 127, 12 of 15 not acted
on; or a
colour provider, `…Color…Manager`, `…Provider`, `…Service` or `…Store`, or a table of colours
named for them, `…Color` or `…Colors`: `ThemeService.shared.theme.tintColor`,
`applyTheme(theme: ThemeService.shared.theme)`, `NCBrandColor.shared.brandTextColor`, held-out
set 121: 2 of 2 SPEC "no"; compared in an `if`, `if item == ThemeManager.shared.currentTheme {
… }`, a theme picker's row marking the chosen theme, which it sets in its button's action;
held-out set 298: 1 of 1 not acted on; or chooses through a method, `ThemingEngine.shared.setTheme(name)`,
`set`, `change`, `select`, `switch`, `choose` or `update` before a name ending in `Theme` or `Skin`, called
by view-layer code; held-out set 309: 4 of 4 reads and choices through `ThemingEngine.shared` SPEC "no") is
styling, read like the trait collection, and is not flagged, nor is a view, cell or screen
asking it for a colour, palette, tint or font (`AccountColorManager.shared.palette(for:
owner).tint700` in a cell; held-out set 49: 5 of 5 not acted on; or for a value of its own
kind, a method taking no argument declared to return a theme or skin, the word first or last
in the type's name: `SkinLoader.shared.loadDefault()`, `-> Skin`, the default skin a view
draws with; held-out set 127: 19 of 19 not acted on; `ThemeManager.shared.currentTheme()`,
`-> ThemeApp`, the theme of the hour a screen's background image is looked up with; held-out
set 180: 13 of 13 SPEC "no"; not one loading a theme by name), nor is
the theming idiom
called on it: registering or removing an object to restyle (`register(client:)`,
`unregister(client:)`, `add`, `remove`, `addThemeable(self)`, `addObserver`, `subscribe`),
read like a `NotificationCenter` subscription, or looking up a styled resource
(`image(for:)`, `color(…)`, `font(…)`, a method ending in `Image`, `Color` or `Font`;
held-out sets 9 and 44: 37 of 37 not acted on), or applying the theme to a view it is
handed (`Theme.current.applyPrincipalBackground(view)`, a method named `apply…`; held-out set
67: 36 of 36 in cells, tiles and screens not acted on; or `customize…` or `style…`,
`ThemeManager.shared.customize(item: tabBarItem, for: .trips)`; held-out set 256: 3 of 3 not
acted on); any other method called on it
(`ThemeManager.shared.setting(name:)` loading a theme file) and the bare instance still
are: one that loads and saves theme files was acted on. A value computed by a class that
keeps no instance state (a read-only computed property of a class none of whose
declarations stores anything, named for a value, a name, version, number, URL, e-mail,
title, text, count or identifier, and of a standard value type where its annotation shows
one: `VendorServices.shared.appName`, a getter over the bundle and the branding settings;
an identifier, `AppInfo.shared.bundleID`, held-out set 125) is configuration, not a
collaborator (held-out set 44: 16 of 16 not acted on); not a getter over another type's static
variable that code writes (`var token: String? { KeychainStorage.token }` of a session whose
methods save the token there: a store read through the session; held-out set 320: 7 of 9
reader flags missed before); a method called on it still is an
access, and so is a value of another kind it computes, the signed-in user built from the
auth SDK (`AccountManager.shared.currentUser`; held-out set 193: 1 of 2 acted on). A
configuration (a type named `…Config` or `…Configuration`:
`OnboardingConfig.shared.endpoint`) holds settings, not a collaborator's work, and is not
flagged either, nor is a configuration fixed when it is built: a class whose name holds
`Config` (not a remote one) and whose instance properties are `let`s or read-only computed
properties (`ConfigManager.default.baseURL`, a getter over the plist its initializer loads,
read by a network target's `baseURL`; held-out set 32: 5 of 5 not acted on; a private
`_name` beside a read-only `name` is that getter's memo, not a setting the class changes:
`ConfigManager.shared.currentEnvironment`, built from its `config.json` on first read and
kept in `_currentEnvironment`; held-out set 290: 20 of 21 not acted on); nor are
feature flags (a type named `…FeatureFlags`, `…FeatureFlagService`, `…FeatureFlagger`,
`…FeatureToggles`, `…FeatureFlagProvider`, `…FeatureFlagsManager` or any `…Flags`:
`FeatureFlags.shared.isEnabled(.sideBySide)`, `BetaFlags.shared.hasEnabled(.newUI)` (held-out
set 49: 3 of 3 SPEC "no"),
`PVFeatureFlagsManager.shared.featureStates[.x]` (held-out set 46: 2 of 2 not acted on),
build configuration read at run time, which tests turn on through the service's own
override; held-out set 41: 3 of 3 not acted on); nor is an event channel, a class whose every stored property is a Combine or
RxSwift subject (`ViewUpdates.shared.feedUpdates.send(…)`) or a generic event an event
library builds empty (EmitterKit's `let tasksChanged = Event<Any>()`, `Signal<Task>()`:
`Events.shared.showAlert.emit(…)`; held-out set 236: 5 of 5 SPEC "no"), a collection of callbacks
(`ApplicationManager.shared.addClosureToRunWhenAppDidEnterBackground(…)`; held-out set 31:
14 of 14 not acted on) or a list of subscriber objects (`private var subscribers =
[EventBunchSubscriber]()`, an element type ending in `Subscriber`, `Observer` or
`Listener`; held-out set 41: 6 of 6 SPEC "no") or of the observer tokens `NotificationCenter`
hands back, beside a lock guarding them (`private var singleInstances = Dictionary<String,
NSObjectProtocol>()`; held-out set 59: 4 of 4 not acted on): an app-wide notification centre,
read like `NotificationCenter.default`. When the only other state such a class keeps is
private and less than its subjects (`private lazy var userDefaults = UserDefaults.standard`
beside five subjects), an event posted or observed on one of its subjects is that traffic too
(`AppState.shared.shouldShowFlash.send()`, `.sink` on it; held-out set 62: 10 of 10 not acted
on); its other members are still its work (`AppState.shared.resetInvitation()`, a saved value
read through a computed property: 2 of 2 acted on), and so is a cache announcing its changes
(one subject beside a private dictionary of rates). Whatever the class keeps, a view, cell or
screen subscribing itself to its updates, or cancelling that, with itself as the call's only
argument (unlabelled, or labelled as the subscriber: `view:`, `observer:`, `listener:`,
`delegate:`, also after what it observes, `attachObserver(agendaObserver: self)`; held-out
set 238: 7 of 7 findings placed there, on four screens, SPEC "no"; or followed only by the
selector it is called back on, `addThemeChangeObserver(self, selector: #selector(themeChanged))`; held-out set 237:
11 of 11 SPEC "no"; not the screen a call works on, `subscribeToReminders(on: self)`) and a method
named for it (`register`, `subscribe`, `…Observer`, `…Listener`,
`…UpdateView`, `…Updates`, a multicast delegate's `…Delegate`:
`ItemOperationManager.default.startUpdateView(view: self)`,
`GlobalMenuHandler.shared.register(self)`, `ObservationPushService.singleton
.addDelegate(delegate: self)`, held-out set 320: 1 of 1 SPEC "no"; also under an app's
own word for the subscriber, `…Registrant…`, `PasswordController.shared
.addRegistrantForDeleteEverything(self)` in a screen clearing its form when the user erases
everything, held-out set 328: 2 of 2 not acted on; or `add`, `remove`, `attach`
or `detach` with a subscriber's label, `SyncingActivityMonitor.shared.add(observer: self)`,
held-out set 324) is that traffic as well, the view handing itself
in as to `NotificationCenter.default.addObserver(self, …)` (held-out set 76: 7 of 7 not
acted on; set 72: 6 of 6 menu registrations). So is setting itself as the shared instance's
delegate and nothing more (`FirestoreManager.shared.delegate = self` in a screen reloading
when a sync ends; held-out set 161: 2 of 2 not acted on). A service doing the same, and a
view handing in anything else, are still reported.

A `private` stored property holding the shared instance that nothing in the file names
again (`@Bindable private var operationManager: GameOperationManager = .shared` in a view
that never uses it; also the whole value an initializer assigns it, `self.firebase =
Firebase.shared`, its assignments aside) is dead code to delete, not a dependency to inject (held-out set 161: 3 of
3 not acted on), as for `service_locator`, and so is a `private` computed one whose whole getter
is the shared instance (`private var audioManager: EnhancedAudioManager { .shared }`), a
`private` member being named only in its type's declarations and extensions (three views of one
file each keeping such a getter nothing of theirs reads; held-out set 276: 4 of 4 SPEC "no");
one a SwiftUI view observes (`@ObservedObject`,
`@StateObject`) is reported, used or not: the view re-renders on each of its changes
(held-out set 157: 2 of 2 acted on). So is a `private` or `fileprivate` method nothing in the
file names again, its declaration its only mention (`private func allowedPromptType()`
reading `UserManager.shared.currentUser` in a view that never calls it; held-out set 168: 1
of 1 not acted on); not an `@objc`, `@IBAction` or overriding one, which a selector, a
storyboard or a superclass calls by its name. A `private` property that only such methods read
is dead with them (`private let keychainManager = KeychainManager.shared` read only in a
`private func verifyUserInKeychain(userId:)` nothing calls; held-out set 172: 1 of 1 not acted on);
one that any other code reads is reported.

A default the caller can replace is injection, as a default argument is:
`self.api = api ?? APIClient.shared` where `api` is a parameter of the initializer, also
further into the fallback (`persist ?? { _ in OrderService.shared.submit() }`, `analytics ??
Coordinator(data: DIContainer.shared.dataService)`), in the `else` block of `if let` on the
parameter, in a local that only such fallbacks use and in a private helper that only they
call (`createDefaultService()`; held-out set 64: 3 of 3 SPEC "no"), also the fallback of
a method's own parameter (`let manager = trainingManager ?? TrainingManager.shared` in
`startWorkout(trainingManager: TrainingManager? = nil)`, the caller's value per call;
held-out set 157: 1 of 1 SPEC "no"; also written as a nil check on a local copy of it, `var
output = outputFormat` then `if output == nil { output =
ConfigManager.shared.getOutputType() }`, the first statement of the block assigning the
local, also through one closure there, `controller = await MainActor.run {
SpiritualDataController.shared }`, on a parameter or on a stored property an initializer
takes; held-out sets 316 and 317: 2 of 2 SPEC "no") (and,
in a method, `credentialsProvider ?? TPPUserAccount.sharedAccount()` where
`credentialsProvider` is a stored property an initializer of the type takes by that name;
held-out set 39: 1 of 1, SPEC "no"; also a member of such a property, in the type or an
extension of it in its file: `self.source?.managedObjectContext ??
DatabaseManager.shared.viewContext` in a screen built with `init?(source:coder:)`, the
injected object's context or the main one; held-out set 301: 2 of 2 not acted on), the
value of a static stored property that builds its own type (`static let shared =
MediaDownloadManager(directoryURL: Preferences.shared.localVideoStorageURL)`: the shared
instance's own wiring hands the value into its initializer; held-out set 32), the
body of a parameterless `init()` beside an initializer that takes a dependency (a
platform service counts: `init(for managedObjectContext: NSManagedObjectContext)`), the body
of a static factory that returns its own type beside such an initializer (`static func
fromURL(_:) -> ArticleViewModel?`; held-out set 20), what such a factory in an extension
of a type declared elsewhere hands to the type's initializer, a closure argument included
(`static func create() -> AuthorizationApiClient { AuthorizationApiClient(token: {
ServicesProvider.shared.token }) }`; held-out set 63: 6 of 6 SPEC "no"), and a
stored property's initial value that the type's own static factory always replaces (a
storyboard scene's `var env: AppEnvironment = .shared` beside `static func create(env:)`
setting `controller.env = env`; held-out set 16: 2 of 2 not acted on). So is a struct's
stored `var` with a value that its memberwise initializer takes as a parameter's default
(`@ObservedObject var settings = SettingsStore.shared` in a view that declares no `init`,
`var thorchain: ThorchainService = .shared`, or a closure holding the reach, `var readPools:
(String) async throws -> [Pool] = { try await TonService.shared.pools(address: $0) }`;
held-out set 51: 4 of 4 SPEC "no"), and a class's closure property whose value is the
closure holding the reach (`var showHelp = { HelpCenter.shared.show() }`; held-out set 60,
through the app delegate), or a class's property declared with a protocol of the set (`var
storeHelper: StoreHelperProtocol = StoreHelper.instance`; held-out set 63: 1 of 1 not acted
on): the caller can hand in another. So is a static member
that a parameter of the set takes as its whole default value (`enum PoolReader { static func
read(…) { … PoolService.shared … } }` beside `init(read: @escaping Reader = PoolReader.read)`,
or a `static let live` closure; also written as the parameter type's implicit member,
`dependencies: LocationNotesDependencies = .live`, held-out set 80: 2 of 2 SPEC "no"): the
live end of a seam the caller replaces (held-out set 51: 2 of 2 not acted on). Not a `let` (no parameter), a `private` or `lazy` one, nor a
SwiftUI `@State` seed (the view's own state). A property
wrapper's own code (`@propertyWrapper struct GlobalSetting` notifying
`SettingsStore.shared`) is the mechanism, like a registry's wrapper for `service_locator`.

An Objective-C bridge is not flagged: a class named `…Bridge`, exposed to Objective-C
(`@objc` or an `NSObject` subclass), with no instance stored property. Its job is handing
Objective-C code a Swift object that code cannot build or receive (`@objc static var
numberOfShows: Int { PodcastStore.shared.shows.count }`), so the reach is the bridge itself
(held-out set 18: 4 of 4 not acted on), and so is a `…Bridge` with no instance stored property
that another module calls through a protocol of the set it adopts (`final class
LogiIntegrationBridge: LogiExternalBridge`, which the app delegate installs and which routes a
device module's events into the app's shared objects; held-out set 103: 3 of 3 not acted
on). So is an `@objc` class, whatever its name, of static
members only: a React Native module's Swift half (`@objc(TurboModuleSwift) class
TurboModuleSwift: NSObject { @objc static func getCurrentAddress() -> String? {
WalletManager.shared.selectedAccountAddress } }`), which nothing builds and Objective-C calls
(held-out set 102: 3 of 3 not acted on), `@objcMembers` marking it so too (`@objcMembers class
DataAggregator: NSObject` of `class func`s forwarding Objective-C screens' requests to the
data managers; held-out set 235: 5 of 5 SPEC "no"), a private initializer saying the same
(`@objc public class MenuController: NSObject { override private init() {} … }`, whose class
functions the Objective-C app delegate calls; held-out set 332: 1 of 1 SPEC "no").

Debug tooling is not flagged: code of a type named with `Debug`, `Diagnostic` or the word
`QA` (or inside one: `DebugMenuView`, `SocketDebugViewModel.Monitor`), the shared instance of
a type the app keeps in a folder of diagnostics (`Core/Diagnostics/FallbackFiringRecorder
.swift`, a counter of fallbacks only a diagnostics dump reads, called like a logger;
held-out sets 319 and 321: 12 of 12 not acted on), a screen of the
developers' internal settings or menu (a view or view controller named `Internal…`,
`Developer…` or `Dev…`, also after an Objective-C class prefix: `InternalSettingsView`,
`DeveloperMenuView`, `DevSettingsView` (held-out set 64: 3 of 3 not acted on), and such a
screen's view model (`DeveloperViewModel`; set 68: 2 of 2 not acted on),
`TPPDeveloperSettingsTableViewController`; and any type with `DeveloperSettings`,
`DeveloperMenu`, `DeveloperOptions` or `DeveloperTools` anywhere in its name,
`WatchDeveloperSettingsView`; held-out set 40: 1 of 1, SPEC "no"), a function or a `var` named `debug…` (`debugButtonTapped`, a view's `var debugOptionsRow: some View`; held-out set 308: 1 SPEC "no") or named like such a type, with `Debug`
or `Diagnostic` anywhere in its name (`performComprehensiveDebugging`, `showDiagnostics`; its
accesses are left out, and the type's finding sits on its first access elsewhere; held-out
set 288: 2 SPEC "no" for want of this sentence), code under
`#if DEBUG`, `#if false` (switched off, built by nothing: held-out set 293, 3 of 3 not acted
on), `#if targetEnvironment(simulator)` (a stand-in for what only a device has;
held-out set 25: 4 of 4 not acted on) or the negation of a release build's flag
(`#if !PRODUCTION`, `!PROD`, `!RELEASE`, `!APPSTORE`, `!APP_STORE`), and the shared instance of such
a type. So is preview scaffolding: a type named `…Previews` or `…PreviewWrapper`, a
static preview or fixture (`static var preview: SessionViewModel { … }`, `static func
mock()`; held-out set 32; also numbered, `static let mocked1: EntsoeDayAheadPrices` parsed from a
bundled file; held-out set 235: 1 of 1 SPEC "no"), and code in a folder of it, Xcode's `Preview Content` and its kin
(`Preview Helpers`, `Preview Support`, `Preview Data`, `Preview Samples`, `Preview Mocks`,
`Previews`, spaces and case aside: a container loading a sample card for `#Preview` blocks;
held-out set 215: 1 of 1 SPEC "no"). A screen that only such code (or a preview) names outside its own declaration is
debug tooling too, whatever its name: a `TestViewController` that a debug button presents
(held-out set 26: 15 of 15 findings in one not acted on), a second home screen under a
version, `HomeViewV2`, that only its own `#Preview` builds (held-out set 156: 2 of 2 SPEC
"no"), and a demo of a screen, `LiveListViewDemo`, that only its own `#Preview` builds
(held-out set 177: 3 of 3 SPEC "no"). So is a SwiftUI view (a `struct` conforming to `View`, not public, named like a screen,
or like a part of one: a name ending in `Card`, `Banner`, `Row`, `Section`, `Sheet`, `Pill`,
`Badge`, `Selector`, `Picker`, `Header`, `Footer`, `Tile`, `Overlay`, `Panel`, `Chart`,
`Button`, `Grid`, `Page`, `Hub`, `Bar`, `Field`, `Cell`, `Menu`, `Tab`, `Chip`, `Modal`,
`Pane`, `Editor`, `Viewer`, `Popup`, `Detail`, `Details`, `Toast`, `Bubble`, `Sidebar`,
`Indicator` (`ScanLimitIndicator`, only its previews build; held-out set 303: 2 of 2 not acted
on), `List`, `Wizard` or `Finder` (`RecentRepositoriesList`, `CherryPickWizard`; held-out set
312: 3 of 3 not acted on), or a plural of a part, `Cards`, `Rows`, `Buttons`, `Badges`, `Tiles`,
`Chips`, `Pills`, `Banners` or `Sections` (`QuickActionCards`, built only by a view only its own
`#Preview` builds; held-out set 323: 1 of 1 SPEC "no"), a
version after the name aside, `AssignmentsView2`; held-out set
169: 8 of 8 not acted on; set 171: 2 of 2; a settings window's `ClipboardSettingsPage`, set
223: 2 of 2 SPEC "no"; set 240: three screens only an `ArtifactSecurityHub` builds, which
only a view nothing builds builds, 3 of 3 SPEC "no"; set 293: a second assignments screen only
its preview builds, and a calendar screen named only by a route enum's nested `CalendarView`,
whose rows and sidebar only they build, 6 of 6 SPEC "no")
that no code of the set names outside its own declaration, tests included (a type of the same
name nested in another, `DeepLinkRoute.CalendarView`, is not the view), when the set holds
the app's entry point (an `@main` type or an application delegate): nothing builds or
previews it, dead code to delete rather than rework (held-out set 157: 3 of 4 not acted on).
So is such a view that only views nothing builds name, however long the chain
(`PremiumStatusView`, which only an `UpdatedSettingsView` nothing builds names; held-out set
169: 5 of 5 not acted on). So is a screen's view model (a class named `…ViewModel`, not
public, not nested) that only such views name, or nothing at all (`RecoveryViewModel`, built
only by a tab that only its own `#Preview` builds; `ChannelsViewModel`, which no code names;
held-out sets 198 and 200: 4 of 4 not acted on). So is a service object of the app (a
class, actor or struct, not public, not nested, not `@objc`, named with more than `Manager`,
`Service`, `Helper`, `Repository`, `Executor`, `Handler`, `Store`, `Client`, `Tracker`,
`Monitor`, `Scheduler`, `Analytics`, `Runner`, `Utility`, `Engine`, `Provider` or `System`;
held-out set 313: a `RewardSystem` whose shared instance nothing reads, SPEC "no") that no code names
outside its own declaration and extensions, or only such views: a `MigrationTestHelper` or
a `SchemaMigrationExecutor` nothing calls is deleted, not rewired (held-out set 288: 21 of
21 not acted on). One inheriting an Objective-C class (`NSObject`, `UIResponder`: a
storyboard or a property list may make it by name) or conforming to what the system finds
on its own (an App Intent, an app entity or its query, a widget, a timeline provider) is
still flagged.
A partial run (a pre-commit hook's changed files, without the entry point) reports it.
So is a UIKit or AppKit screen (a class, not public, not nested, named `…Controller` whose
superclass is named `…Controller`) that no code names outside its own declaration and
extensions, or only dead screens and views do, when the run walked the project's folders and
none of its storyboards, nibs, property lists or Objective-C files spells the name either
(`customClass="AuditHomeViewController"`, an extension's `NSExtensionPrincipalClass`,
`[AuditHomeViewController new]`): a module whose only entries are commented out (held-out set
325: 7 findings of one app's dead audit, party and binding screens, 7 of 7 not acted on; sets
298 and 322: 4 more, 4 of 4 not acted on). A storyboard makes a screen by a class name no
Swift code spells, so a run that did not read those files (explicit files, an editor) still
reports it. One that shipping code also opens
is not. A debug menu reaches into live state on purpose. Code deprecated on every platform
(`@available(*, deprecated, message: "Use LibrarySceneController instead.")` on it or a
declaration around it) is not flagged either: it is on its way out, deleted rather than
reworked (held-out set 53: 2 of 2 not acted on); `@available(iOS, deprecated: 15)` is
still flagged.

A view asking a theme for a style value by a method that returns one is styling, whatever
the method's name: `textColor = ThemeManager.shared.secondaryDark()` where `func
secondaryDark() -> UIColor`, `barStyle()` returning a `UIBarStyle` (held-out set 58: 25 of
25 SPEC "no"), styled text or margins (`messageWithLinkText(…)` returning an
`NSAttributedString`, a `UIEdgeInsets`; set 67); a view is also a subclass of the platform's controls, labels, buttons, fields
and bars (`class TitleLabel: UILabel`) and of the items bars and menus show
(`UIBarButtonItem`, `NSMenuItem`; held-out set 60). Code that is no view asking for one is still
flagged.

A hand-made container's initializer building the graph it holds is the composition root:
`Core.init` constructing its managers and keeping `themeManager = ThemeManager.shared`
(held-out set 57: 1 of 1 SPEC "no"), and so are its stored properties' values, which that
initializer evaluates (`let fileService = FileService.shared` in `final class Services`;
held-out set 194: 2 of 2 SPEC "no"); so is an initializer that only chooses implementations
for its type's abstractions, taking no parameters, each of its two or more statements setting
a stored property annotated with a protocol of the analyzed set to a type's member
(`authService = FirebaseAuth.shared`, `networkManager = NetworkManager.shared` in `struct
ApplicationDependency`, which the app delegate builds once and hands down), in a class or
structure with no instance method of its own (held-out set 217: 3 of 3 SPEC "no"); one that
also does other work or has methods is reported; so is a class a SwiftUI `App` builds whose methods make
the screens' view models from what it holds (`ProfessionalAppDependencies` keeping
`ProfessionalDataManager.shared` for `makePatientListViewModel()`; held-out set 131: 2 of 2
SPEC "no"). A SwiftUI view modifier and a caseless namespace of
view builders named `…View` (`enum WalletInfoView { @ViewBuilder static func … }`) are view
code, as a view is: presenting through the app's navigator there is navigation (held-out
set 57: 2 of 2 SPEC "no").

A UIKit or AppKit screen, view or cell (a class of the view layer, not a navigator; also
one of Texture's nodes, `FollowNode: ASCellNode`, held-out set 115: 3 of 3 SPEC "no") whose
every access to a singleton only reads its properties, nothing called, assigned,
subscripted or handed to a call, and none taking out the app's store (a property holding
or giving a Core Data or SwiftData context or container, `let context =
CoreDataManager.shared.context` in a login screen inserting the user; held-out set 192: 2
screens flagged by the reader, none found before), shows the app's state where it is shown
and is not flagged: `navigationItem.title = SocketManager.sharedInstance.serverURL?.host`, a title view
seeding `var state = SocketManager.sharedInstance.state { didSet … }` (held-out set 56: 9 of 9
not acted on), a cell binding it in an `if let` (`if let player =
AudioService.sharedManager.audioPlayer { … }`: the braces are the `if`'s body; held-out set
66: 5 of 5 SPEC "no"), or in parentheses that only group a condition (`if
(WalletStore.shared.currency == position)`), or compared in place inside a call's arguments,
where the answer is what the call gets (`.font: APPSESSION.userDetail?.currency == "AED" ?
dirham : bold`; held-out set 132: 5 of 5 SPEC "no"), or converted in place to another
number or to text, or rounded (`CGFloat(UserStats.shared.score)` sizing a chart's bars,
`String(…)`, `abs(…)`; held-out set 201: 1 of 1 not acted on), or handed as the first
argument of an image loader's `setImage`, which draws it (`avatarButton.kf.setImage(with:
AuthStore.shared.user?.avatarUrl, for: .normal)`, `sd_setImage(with:)`; held-out set 274: 3 of
3 not acted on), or asked a question that changes
nothing (`contains`, `first`, `last`, `firstIndex`, `filter`, `allSatisfy`, `hasPrefix`,
`hasSuffix`) of a property it reads (`UserStateManager.sharedInstance.followees.contains(userId)`
seeding a follow button; held-out set 175: 5 of 5 not acted on), or, ending the access, asked
whether a key is in a property it reads, by a subscript compared with `nil` or bound to `_`
(`if let _ = User.currentUser.spotifyUser?.savedTracks[trackID]` marking a song saved;
held-out set 297: 4 of 4 not acted on; a subscript whose value is used takes a model out of a
shared cache and is still flagged, held-out set 175: 9 of 9 acted on), or transformed as text
(`uppercased`, `lowercased`, `trimmingCharacters`, `components`, `replacingOccurrences`, or a
method the analyzed set declares in an extension of `String`: `"Hi " +
(AppManager.shared().userObj.name?.capitalizingFirstLetter() ?? "")`, a greeting; held-out
set 179: 2 of 2 not acted on). Calling a method that takes no argument and only
returns what the defaults hold for a key reads a stored preference, as a property would
(`WalletStore.shared.getHideValue()` whose body is `UserDefaults.standard.bool(forKey:
KEY_HIDE_VALUE)`; held-out set 78: 8 of 8 such cells and screens not acted on), also from
the type's own property named for them (`self.userDefaults.string(forKey: PinCodeKey)` over
the app's encrypted defaults store; held-out set 104: 4 of 4 SPEC "no"). The same
type calling the singleton's work (`disconnect()`), or handing what
it reads to a call (`show(state: SocketManager.sharedInstance.state)`, also converted on the
way, `load(id: Int(SocketManager.sharedInstance.state))`), is flagged; so is a
SwiftUI view, whose body does not observe a singleton it reads that way (held-out set 47: 10
of 16 such views acted on).

A strategy singleton handed out as the protocol it implements, bare, by a function or
computed property declared to return that protocol (or a static stored property declared as
it, whose value chooses once: `static let audioQueuePlayer: AudioQueuePlayer = { … player =
DRMAudioQueuePlayer.instance … }()`; held-out set 311: 2 of 2 SPEC "no"), is a choice among implementations, as
a factory makes one, and not a dependency of the code choosing, where the declaration is
static (the protocol's own alias, a static factory), a member of an enum, or two or more of
the protocol's implementations have shared instances (a family of strategies): a mode enum mapping its cases
to their strategies (`case .manual: return ManualMode.shared`), the protocol's own alias
(`static var manual: AdaptiveMode { ManualMode.shared }`) and a fallback (`chosen?.mode ??
ManualMode.shared`; held-out set 55: 3 of 3 not acted on). Calling the strategy's work
(`ManualMode.shared.compute(…)`), keeping it where no such protocol is returned, and an
instance getter handing out a protocol's only shared implementation (`var api: APIClient {
APIService.shared }`) are still flagged.

A `switch` case that is nothing but the access of a shared instance (and a `break` after it,
which does nothing), in a switch whose cases each reach a different one, three or more in all
(`case .spotify: SpotifyController.shared.refreshState()`, `case .windowSnap:
WindowSnapManager.shared.loadAndStartMonitoring()`), is a dispatch table waking the feature
each case names: one problem of the switched kind, not a dependency of the code switching,
and a reviewer would at most move the table beside the kind (held-out set 314: 7 of 7 not
acted on, in two copies of one switch; held-out set 316: twelve uploaders, each case ending
in `break`, 12 of 12 SPEC "no"). A case doing more than the access is still flagged,
and so is every case of a switch where two cases reach the same instance or one case reaches
two.

An image or a colour looked up by key through the subscript of a shared instance named for
pictures or colours, by view-layer code (`DPAGImageProvider.shared[.kImagePriority]` set on
an outlet, `DPAGColorProvider.shared[.labelText].setFill()` in a cell's drawing), is the app's
asset catalogue read as `UIImage(named:)` is (held-out set 319: 23 of 23 not acted on, 5 of
them SPEC "no"). A service or a helper reading it so is still flagged.

A shared cache or loader of images or players is ambient, like `SDImageCache.shared`: a
type whose name holds `Image`, `Photo`, `Thumbnail`, `Avatar`, `Favicon`, `Icon`, `SVG` (held-out
set 50), `Picture` (`ProfilePictureCache`; held-out set 121: 6 of 10 not acted on), `Player`
or `Preview` (`FileItemPreviewCache.shared`, rendered previews of documents a row shows;
held-out set 124: 5 of 5 not acted on)
and ends in `Cache`, `Loader`, `Downloader` or `Pipeline` (`ImageLoader.shared` in an image
view, `PlayerCache.shared`; held-out sets 22, 25 and 26: 3 of 3 not acted on), or whose name
holds a picture word (all of those but `Player`) and `Download`, `Cach`, `Loading` or `Loader`
anywhere (`ImageLoaderService`; held-out set 123: 3 of 4 not acted on;
`ImageDownloadCenter.shared` in views, cells and a share sheet's payload, `ImageCaching.shared`;
held-out sets 32 and 34: 8 of 8 not acted on), or a picture word right before `Manager`
(`ImageManager.sharedManager.loadImage(…)` over Kingfisher, in cells, views and helpers;
held-out set 40: 6 of 6 not acted on), also with a word after it (`ThumbnailManagerRemote`,
thumbnails made on a server for the views showing them; held-out set 181: 8 of 8 SPEC "no"). Whatever its ending, a class named for pictures (a
picture word anywhere) declared in a file that imports an image-loading library (`Nuke`,
`Kingfisher`, `SDWebImage`, `AlamofireImage`, `PINRemoteImage`, …) is the app's loader over
it (`ImageService.shared.load(url, to: photoView)` over Nuke, in screens and cells; held-out
set 123: 6 of 6 not acted on; over FaviconFinder, which downloads sites' icons,
`FaviconService.shared.faviconURL(for:)` in a history store and a tab manager; held-out set
305: 3 of 3 SPEC "no"). A picture-named class whose file imports no such library
(a photo-library or upload service) is reported.

Entry points the system instantiates are composition root: a SwiftUI `App` and a `Scene` of
the app's own, the `App`'s body (`struct RoutinaMacRootScene: Scene` whose initializer builds
the store and starts the battery monitor; held-out set 280: 4 of 4 SPEC "no"), a
`Widget` (its configuration handing a shared data provider to its timeline provider;
held-out set 275: 1 of 1 SPEC "no") or
`WidgetBundle` (also without `@main`, as in a multi-platform target), App Intents
(`AppIntent`, `AudioPlaybackIntent`, `AudioRecordingIntent` (held-out set 279: 1 of 1 SPEC
"no"), `LiveActivityIntent`, an intent migrated from SiriKit,
`DeprecatedAppIntent`: held-out set 108, 1 of 1 SPEC "no", …; also through a protocol of
the set refining one, `protocol CosmicIntent: AppIntent` the app's intents adopt: held-out
set 317, 1 of 1 SPEC "no") and their entity queries
(`EntityQuery`, …), an `NSScriptCommand`, a
SiriKit `INExtension` and app-extension principal classes (`ASCredentialProviderViewController`,
`UIInputViewController`, `SLComposeServiceViewController`, notification service and content
extensions, NetworkExtension providers such as `NEPacketTunnelProvider`, File Provider
extensions, a Today widget's `NCWidgetProviding` view controller (held-out set 52: 2 of 2
SPEC "no"), a widget's timeline provider (`TimelineProvider`, `AppIntentTimelineProvider`,
`IntentTimelineProvider`) and a CarPlay scene's delegate (`CPTemplateApplicationSceneDelegate`;
held-out set 57: 4 of 4 not acted on), a watch complication's `CLKComplicationDataSource`
(held-out set 72: 1 of 1, SPEC "no"), an iMessage app's `MSMessagesAppViewController`, a call directory's
`CXCallDirectoryProvider`, Quick Look previews and thumbnails, an Xcode source editor
extension's `XCSourceEditorExtension` and its `XCSourceEditorCommand`s, each made by Xcode
from the extension's `Info.plist`: `IPCClient.shared` in a command's `perform(with:
completionHandler:)`; held-out set 232: 8 of 8 SPEC "no"; a Finder Sync extension's
`FIFinderSync`; held-out set 236: 1 of 1 SPEC "no"), the principal classes of macOS plug-in bundles the host loads (a screen saver's
`ScreenSaverView`, created through `init?(frame:isPreview:)`; an `NSPreferencePane`), and a
command-line tool's Swift Argument Parser commands (`ParsableCommand`,
`AsyncParsableCommand`, decoded from the arguments), and a subclass of a framework's app
delegate under another name (`MyHeartCountsDelegate: SpeziAppDelegate`, whose
`configuration` lists the app's modules; held-out set 34), and an app delegate's other half
under another name: a `…Delegate` type declaring the launch callbacks an Objective-C app
delegate forwards to it (`@objc final class SwiftDelegate` with
`applicationDidFinishLaunching(_:)`, where it builds the store; held-out set 53: 2 of 2 not
acted on). Nobody can inject through an
initializer the system calls, so they reach for the app's root. So is the root view a
SwiftUI `App`'s scene builds (`WindowGroup { ApplicationEntry() }`, a `View` struct of the
analyzed set, not nested): it seeds its state from the shared stores and hands them down
(held-out set 67: 3 of 3 not acted on; set 64's `AppScene`: 2 of 2; an earlier set's root
tab view keeping its tab order in the storage singleton was acted on: 5 of 6 in all); the
views it builds in turn are not, unless it builds one view of the analyzed set and that with
no arguments (`ContentView { MainContentView() }`, a loading gate showing `ContentView()` once
ready): that view is the root in its place, and so on down (held-out set 162: its sign-in URL
forwarding not acted on). A body choosing between views (`if signedIn { HomeView() } else {
WelcomeView() }`) hands nothing on, nor does a root handing the view what it seeded
(`ChatView(conversationStore:)`). So is the root object an `App` builds, a class whose
initializers, or its instance stored properties' values, call the initializers of three or
more of the analyzed set's classes or actors by name (`@StateObject var runtime =
AppRuntime()`, whose `init` builds the conversation store, the chat view model and a dozen
models, and whose `start()` starts the shared services; a `Model` building every service in
its properties' values): the composition root in SwiftUI's terms (held-out set 80: 10 of 10
not acted on; set 88: 6 of 6 SPEC "no"). Structs and enums are values, not the app's parts,
and an implicit `.init()` builds a view model's children, not the app: a view model keeping
TipKit tips, a defaults struct and one search manager is a screen's model, and it is
reported (held-out set 261: 7 of 7 acted on, labelled SPEC "no" on the earlier wording). So is such a root object the root view builds in the
`App`'s place (`@StateObject private var appState = AppState()` in the `ContentView` the `App` shows, an
`AppState` building the heart-rate manager, the speech announcer and the training managers;
held-out set 232: 3 of 3 not acted on). An extension of such a
system type itself (`extension AppIntent { var appDelegate: AppDelegate { … } }`) is code
of every entry point of its kind (not an extension of `App`, a name apps give their own hub).

A DI container's `shared` instance is never a singleton access (one finding per problem): a
lookup through it (`AppContainer.shared.api()`) is `service_locator`'s finding, and its own
API (`register`, `reset`, `with`, `scope`, `context`, `push`, `pop`, and a hand-made
locator's `addService`, `registerService`, `registerFactory`, `registerSingleton`,
`removeService`, `unregister`) is wiring. That holds for a team's own wrapper of a library
container named for injecting that resolves (`NewsInjector.shared.resolve(NewsViewModel.self)`,
the `resolve` written in its protocol's extension; held-out set 69: 29 of 29 read as
singleton accesses, SPEC "no"); an `…Injector` that resolves nothing (a script injector) is
any other class. So does a type named `…Container` that builds a library's container into a
property (`class ClientContainer { static let sharedContainer = ClientContainer(); var
container = Container() }`, read as `ClientContainer.sharedContainer.container
.resolve(Client.self)!`; held-out set 155: 1 of 1 SPEC "no").

The text report's summary names the three most-reached singletons with their access and
file counts (`most-reached singletons: Settings.current: 269 accesses in 80 files, …`), so
a large count reads as a few decisions, not hundreds. It counts the accesses the findings
stand for (a finding's `(3 accesses)` counts three): constant reads and singletons passed
as arguments are not in it.

## Why it matters

A type that calls `NetworkManager.shared` inside its methods has a dependency its initializer
does not show: callers cannot see it, tests cannot replace it, and every test shares its
state. Passing the instance in (a default argument keeps call sites short) makes the
dependency part of the type's contract and lets tests hand in a fake.

## Flagged

```swift
final class NetworkManager {
    static let shared = NetworkManager()
    func get(_ path: String) {}
}

final class FeedViewModel {
    let title = NetworkManager.↓shared
    func load() {
        NetworkManager.shared.get("/feed")
        let reload = { NetworkManager.shared.get("/feed?page=2") }
        reload()
        if NetworkManager.shared.isOnline || NetworkManager.shared.isMetered {
            NetworkManager.shared.get("/feed?cache=0")
        }
        guard let session = NetworkManager.shared.activeSession
            ?? NetworkManager.shared.lastSession
        else { return }
    }
}
```
> message: 'FeedViewModel' reaches for the singleton 'NetworkManager.shared' (6 accesses); inject it through the initializer instead

### A screen whose table of services registers its cells

A table view named for the services it lists registering its cells is no registry: the
screen's code is not registration code (held-out set 285: a view controller's every method
read as wiring).

```swift
final class BookingAPI {
    static let shared = BookingAPI()
    private var token = ""
    func schedules(page: Int, completion: @escaping ([String]) -> Void) { token = "" }
}

final class AgendaViewController: UIViewController {
    @IBOutlet weak var servicesTableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        servicesTableView.register(UINib(nibName: "AgendaCell", bundle: nil), forCellReuseIdentifier: "AgendaCell")
        load()
    }

    func load() {
        BookingAPI.↓shared.schedules(page: 1) { _ in }
    }
}
```
> message: 'AgendaViewController' reaches for the singleton 'BookingAPI.shared'; inject it through the initializer instead

### A split screen whose declaring file only shows the singleton's state

```swift file=Sources/App/Profile/ProfileViewController.swift
final class AccountModel {
    static let shared = AccountModel()
    var uid = ""
    var userInfo = UserInfo()
}

final class UserInfo {
    var name = ""
}

final class ProfileViewController: UIViewController {
    let titleLabel = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = AccountModel.↓shared.userInfo.name
    }
}
```

```swift file=Sources/App/Profile/ProfileDelegateExtension.swift
extension ProfileViewController {
    func openEditProfile() {
        let editor = EditProfileViewController(userProfile: AccountModel.shared.userInfo)
        present(editor, animated: true)
    }
}

final class EditProfileViewController: UIViewController {
    init(userProfile: UserInfo) { super.init(nibName: nil, bundle: nil) }
}
```

### The database a singleton keeps for the Firebase SDK

```swift
import FirebaseAuth
import FirebaseFirestore

final class FirebaseManager {
    static let shared = FirebaseManager()
    let auth: Auth
    let db: Firestore

    private init() {
        auth = Auth.auth()
        db = Firestore.firestore()
    }
}

final class PetController {
    private let db = FirebaseManager.↓shared.db

    func delete(_ id: String) async throws {
        try await db.collection("pets").document(id).delete()
    }
}
```

### A settings pane that receives the store and still reaches its shared instance

```swift
import Observation
import SwiftUI

@Observable final class UnitsManager {
    static let shared = UnitsManager()
    @ObservationIgnored private let defaults = UserDefaults.standard
    var unit: String { didSet { defaults.set(unit, forKey: "unit") } }
    var reminder: Int { didSet { defaults.set(reminder, forKey: "reminder") } }

    private init() {
        unit = defaults.string(forKey: "unit") ?? "km"
        reminder = defaults.integer(forKey: "reminder")
    }
}

struct UnitsSettingsView: View {
    @Environment(UnitsManager.self) private var manager
    @State private var unit = UnitsManager.↓shared.unit

    var body: some View {
        Picker("Unit", selection: $unit) { Text("km").tag("km") }
            .onChange(of: unit) { manager.unit = unit }
    }
}
```

### A view model setting a flag of a store that is only its defaults

```swift
import Combine
import Foundation

@propertyWrapper
struct UserDefault<T> {
    let key: String
    let defaultValue: T

    var wrappedValue: T {
        get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

final class PlaybackPrefs: ObservableObject {
    static let shared = PlaybackPrefs()
    let objectWillChange = PassthroughSubject<Void, Never>()

    @UserDefault(key: "muted", defaultValue: false)
    var isMuted: Bool {
        willSet { objectWillChange.send() }
    }
}

final class PlayerViewModel: ObservableObject {
    func mute() {
        PlaybackPrefs.↓shared.isMuted = true
    }
}
```
> message: 'PlayerViewModel' reaches for the singleton 'PlaybackPrefs.shared'; inject it through the initializer instead

### A repository forwarding to a manager that sends through a static provider namespace

```swift
import Moya

final class WBProvider<Target> {
    func request(_ target: Target) async throws -> String { "" }
}

enum AuthAPI { case login(email: String), logout }
enum CartAPI { case list }
enum UserAPI { case me }

final class API {
    static let Auth = WBProvider<AuthAPI>()
    static let Cart = WBProvider<CartAPI>()
    static let User = WBProvider<UserAPI>()
}

final class AuthNetworkManager {
    static let shared = AuthNetworkManager()

    func login(email: String) async throws -> String {
        try await API.Auth.request(.login(email: email))
    }

    func logout() async throws -> String {
        try await API.Auth.request(.logout)
    }
}

final class AuthRepository {
    func login(email: String) async throws -> String {
        try await AuthNetworkManager.↓shared.login(email: email)
    }

    func logout() async throws -> String {
        try await AuthNetworkManager.shared.logout()
    }
}
```
> message: 'AuthRepository' reaches for the singleton 'AuthNetworkManager.shared' (2 accesses); inject it through the initializer instead

### A view model starting the launch sequence

```swift
final class InitializationManager {
    static let shared = InitializationManager()
    private(set) var isReady = false
    func initialize() async { isReady = true }
}

final class HomeViewModel {
    func appear() async {
        await InitializationManager.↓shared.initialize()
    }
}
```
> message: 'HomeViewModel' reaches for the singleton 'InitializationManager.shared'; inject it through the initializer instead

### A method named like a connectivity flag that does work

```swift
final class ConnectionPool {
    static let shared = ConnectionPool()
    private(set) var anyConnected = false
    private var connections: [RelayConnection] = []
    func updateAnyConnected() { anyConnected = connections.contains { $0.isConnected } }
    func connectAll() {}
}

final class RelayConnection {
    private(set) var isConnected = false
    func setConnected(_ connected: Bool) {
        isConnected = connected
        ConnectionPool.↓shared.updateAnyConnected()
    }
    func reconnect() {
        if ConnectionPool.shared.anyConnected { return }
        ConnectionPool.shared.connectAll()
    }
}
```
> message: 'RelayConnection' reaches for the singleton 'ConnectionPool.shared' (2 accesses); inject it through the initializer instead

### A sheets model that also keeps the composer's draft

```swift
import SwiftUI

final class ComposerSheetsModel: ObservableObject {
    static let shared = ComposerSheetsModel()
    @Published var newPostInfo: NewPostInfo? = nil
    var draft = ""
    func saveDraft(_ text: String) { draft = text }
}

struct NewPostInfo: Identifiable { let id = UUID() }

struct ComposerButton: View {
    var body: some View {
        Button("New post") {
            ComposerSheetsModel.↓shared.saveDraft("")
            ComposerSheetsModel.shared.newPostInfo = NewPostInfo()
        }
    }
}
```
> message: 'ComposerButton' reaches for the singleton 'ComposerSheetsModel.shared' (2 accesses); inject it through the initializer instead

### A cell fetching its author after showing the avatar

```swift
import UIKit

final class MomentDetailsTableViewCell: UITableViewCell {
    @IBOutlet var avatarView: UIImageView!
    @IBOutlet var nameLabel: UILabel!
    func configure(authorId: String) {
        UserDirectory.sharedInstance.getRattitUserAvatarImage(userId: authorId) { [weak self] in self?.avatarView.image = $0 }
        UserDirectory.↓sharedInstance.getRattitUserForId(authorId) { [weak self] in self?.nameLabel.text = $0 }
    }
}

final class UserDirectory {
    static let sharedInstance = UserDirectory()
    private var users: [String: String] = [:]
    func getRattitUserAvatarImage(userId: String, completion: @escaping (UIImage?) -> Void) { completion(nil) }
    func getRattitUserForId(_ id: String, completion: @escaping (String?) -> Void) { completion(users[id]) }
}
```
> message: 'MomentDetailsTableViewCell' reaches for the singleton 'UserDirectory.sharedInstance'; inject it through the initializer instead

### A view saving to a picture store

```swift
import UIKit

final class LocalImageStorage {
    static let shared = LocalImageStorage()
    private var saved: [String: UIImage] = [:]
    func load(from name: String) -> UIImage? { saved[name] }
    func save(_ image: UIImage, as name: String) { saved[name] = image }
}

final class CoverPickerViewController: UIViewController {
    func didPick(_ image: UIImage) {
        LocalImageStorage.↓shared.save(image, as: "cover.jpg")
    }
}
```
> message: 'CoverPickerViewController' reaches for the singleton 'LocalImageStorage.shared'; inject it through the initializer instead

### A private property a called method reads too

```swift
final class SignInViewModel {
    private let keychain = KeychainStore.↓shared
    var isSignedIn = false

    func refresh(_ userId: String) { isSignedIn = hasPassword(userId) }

    private func hasPassword(_ userId: String) -> Bool {
        (try? keychain.password(for: userId)) != nil
    }
}

final class KeychainStore {
    static let shared = KeychainStore()
    private let service = "app.auth"
    func password(for account: String) throws -> String { try Keychain(service: service).read(account) }
}
```
> message: 'SignInViewModel' reaches for the singleton 'KeychainStore.shared'; inject it through the initializer instead

### Release code beside a debug branch, and a service named like no ambient one

```swift
final class SessionStore {
    static let shared = SessionStore()
    func reset() {}
}

final class FeedbackCenter {
    static let shared = FeedbackCenter()
    func send(_ text: String) {}
}

final class ProfileScreen {
    func onShake() {
        #if DEBUG
        print("shake")
        #else
        SessionStore.↓shared.reset()
        #endif
        FeedbackCenter.↓shared.send("shake")
        EventRelationsQueue.↓shared.add("shake")
    }
}

final class EventRelationsQueue {
    static let shared = EventRelationsQueue()
    private var waiting: [String] = []
    func add(_ id: String) {}
}
```

### An injector that resolves nothing, a drawer a hub keeps, analytics outside a view's events, a list kept in a property

```swift
final class ScriptInjector {
    static let shared = ScriptInjector()
    func inject(into page: String) {}
}

final class Hub {
    static let sharedInstance = Hub()
    var drawerController: DrawerController?
    var topNavigationController: UINavigationController?
}

final class RightViewController: UIViewController {
    func select(_ tab: String) {
        Hub.sharedInstance.topNavigationController?.popToRootViewController(animated: true)
        Hub.↓sharedInstance.drawerController?.closeDrawer(animated: true)
    }

    func load(_ page: String) {
        ScriptInjector.↓shared.inject(into: page)
    }
}

final class Collector {
    static let shared = Collector()
    private var pending: [String] = []
    func save(event: String, parameter: String) { pending.append(event + parameter) }
    func upload() {}
}

final class BrowserViewModel: ObservableObject {
    func open(_ url: String) { Collector.↓shared.save(event: "ExternalBrowser", parameter: url) }
}

struct SyncButton: View {
    var body: some View {
        Button("Sync") { Collector.↓shared.upload() }
    }
}

final class CalendarStore {
    static let shared = CalendarStore()
    private var saved: [String] = []
    func save(event: String) { saved.append(event) }
}

struct EventEditor: View {
    let draft: String
    var body: some View {
        Button("Save") { CalendarStore.↓shared.save(event: draft) }
    }
}

final class FirewallCheck {
    static let sharedInstance = FirewallCheck()
    func run() {}
}

final class Claims {
    var all: [FirewallCheck] = []
    func refresh() {
        all = [FirewallCheck.↓sharedInstance]
    }
}
```

### A screen shipping code opens too, and a cache of other things

```swift
final class SessionStore {
    static let shared = SessionStore()
    func reset() {}
}

final class ResponseCache {
    static let shared = ResponseCache()
    func clear() {}
}

final class ToolsViewController: UIViewController {
    func reset() {
        SessionStore.↓shared.reset()
        ResponseCache.↓shared.clear()
    }
}

final class MainViewController: UIViewController {
    func openTools() {
        #if !PRODUCTION
        present(ToolsViewController(), animated: true)
        #endif
    }

    func openHelp() {
        present(ToolsViewController(), animated: true)
    }
}
```

### A shared instance created lazily by a function of any name

```swift
class APIConnector {
    static var _connector: APIConnector?

    class func connector() -> APIConnector {
        if _connector == nil {
            _connector = APIConnector()
        }
        return _connector!
    }

    private var sessionToken: String?

    func fetchNotes(_ done: @escaping ([String]) -> Void) {
        if sessionToken != nil { done([]) }
    }
}

final class EventListViewController: UIViewController {
    func refresh() {
        APIConnector.↓connector().fetchNotes { _ in }
    }
}
```
> message: 'EventListViewController' reaches for the singleton 'APIConnector.connector'; inject it through the initializer instead

### A view model navigating through the app's navigation state

```swift
enum AppRoute: Hashable { case place(String) }

final class AppData: ObservableObject {
    static var shared = AppData()
    private init() {}
    @Published var navStack: [AppRoute] = []
    func goTo(_ route: AppRoute) { navStack.append(route) }
}

final class PlaceVM: ObservableObject {
    func handleNavigationAction(_ id: String) {
        AppData.↓shared.goTo(.place(id))
    }
}
```
> message: 'PlaceVM' reaches for the singleton 'AppData.shared'; inject it through the initializer instead

### A singleton under a global name

```swift
final class WalletManager {
    static let shared = WalletManager()
    var current = Wallet()
}

final class Wallet {
    func balance() -> Int { 0 }
}

let Wallets = WalletManager.shared
var CurrentWallet: Wallet { Wallets.current }

final class BalanceViewModel {
    func refresh() -> Int {
        ↓CurrentWallet.balance()
    }
}
```
> message: 'BalanceViewModel' reaches for the singleton 'WalletManager.shared' through the global 'CurrentWallet'; inject it through the initializer instead

```swift file=Sources/App/ResetService.swift
final class ResetService {
    func reset() {
        ↓Wallets.current = Wallet()
    }
}
```

### A singleton under a global name led by an underscore

```swift
final class ApplicationCoreData {
    static let sharedInstance = ApplicationCoreData()
    var session: Session?
}

final class Session {
    var accessToken = ""
}

let _AppCoreData = ApplicationCoreData.sharedInstance

enum PostsEndpoint {
    case feed
    var headers: [String: String] {
        ["Authorization": ↓_AppCoreData.session?.accessToken ?? ""]
    }
}
```
> message: 'PostsEndpoint' reaches for the singleton 'ApplicationCoreData.sharedInstance' through the global '_AppCoreData'; inject it through the initializer instead

### A picture-named service whose file imports no image library

```swift file=Sources/Services/Photos/PhotoService.swift
import Photos

final class PhotoService {
    static let shared = PhotoService()
    private var uploads: [URL] = []
    func upload(_ url: URL) { uploads.append(url) }
}
```

```swift file=Sources/Screens/Gallery/GalleryViewController.swift
final class GalleryViewController: UIViewController {
    func send(_ url: URL) { PhotoService.↓shared.upload(url) }
}
```
> message: 'GalleryViewController' reaches for the singleton 'PhotoService.shared'; inject it through the initializer instead

### A key fetched by a call, not a key read

```swift
actor RecoveryKeyVault {
    static let shared = RecoveryKeyVault()
    private var key: RecoveryKey?
    func currentRecoveryKey() -> RecoveryKey? { key }
    func activate(_ newKey: RecoveryKey) { key = newKey }
}

struct ArchiveFilesView: View {
    var body: some View { Text("Archive").task { _ = try? await recoveryKey() } }
    private func recoveryKey() async throws -> RecoveryKey {
        if let key = await RecoveryKeyVault.↓shared.currentRecoveryKey() { return key }
        let key = try await RecoveryKeyStore.load()
        await RecoveryKeyVault.shared.activate(key)
        return key
    }
}
```
> message: 'ArchiveFilesView' reaches for the singleton 'RecoveryKeyVault.shared' (2 accesses); inject it through the initializer instead

### A network session manager that shows its errors through a toast library

```swift file=Sources/App/Networking/NoteSessionManager.swift
import Alamofire
import SwiftMessages

final class NoteSessionManager {
    static let shared = NoteSessionManager()
    private var session = Session()
    func sync(completion: @escaping () -> Void) {
        session.request("https://example.com/notes").response { _ in completion() }
    }
    func showErrorMessage(_ body: String) { SwiftMessages.show(body: body) }
}
```

```swift file=Sources/App/Networking/SyncOperation.swift
final class SyncOperation: Operation {
    override func main() {
        NoteSessionManager.↓shared.sync {}
    }
}
```
> message: 'SyncOperation' reaches for the singleton 'NoteSessionManager.shared'; inject it through the initializer instead

### A player of the songs the user picks, a cue that also posts

```swift file=Sources/App/Players.swift
final class MusicPlayer {
    static let shared = MusicPlayer()
    private var player: AVAudioPlayer?
    private var queue: [URL] = []
    func play(_ song: URL) { player = try? AVAudioPlayer(contentsOf: song) }
}

final class ChimePlayer {
    static let shared = ChimePlayer()
    private var player: AVAudioPlayer?
    func load() { player = Bundle.main.url(forResource: "win", withExtension: "caf").flatMap { try? AVAudioPlayer(contentsOf: $0) } }
    func play() { player?.play() }
}

final class SuccessCue {
    static let shared = SuccessCue()
    func play(reporting score: URL) {
        ChimePlayer.shared.play()
        URLSession.shared.dataTask(with: score).resume()
    }
}
```

```swift file=Sources/App/PlaylistViewModel.swift
final class PlaylistViewModel {
    func select(_ song: URL) { MusicPlayer.↓shared.play(song) }
}
```
> message: 'PlaylistViewModel' reaches for the singleton 'MusicPlayer.shared'; inject it through the initializer instead

```swift file=Sources/App/GameViewModel.swift
final class GameViewModel {
    func win(score: URL) { SuccessCue.↓shared.play(reporting: score) }
}
```
> message: 'GameViewModel' reaches for the singleton 'SuccessCue.shared'; inject it through the initializer instead

### A list of colours a game picks from

```swift
final class ColorStore {
    static let shared = ColorStore()
    public private(set) var allColors: [UIColor]!
    func pickPair(level: Int) -> (UIColor, UIColor) { (allColors[0], allColors[level]) }
}

final class LevelModel {
    var colors: (UIColor, UIColor) = (.clear, .clear)
    func shuffle(level: Int) { colors = ColorStore.↓shared.pickPair(level: level) }
}
```
> message: 'LevelModel' reaches for the singleton 'ColorStore.shared'; inject it through the initializer instead

### A repository that also keeps a feedback generator

```swift
final class MainRepositoryImpl {
    static let shared = MainRepositoryImpl()
    let feedbackGenerator = UINotificationFeedbackGenerator()
    private let storage = Storage()
    private let network = NetworkStack()
    private let protection = Protection()
    private let pairing = PairingStore()
    private var cachedServices: [Service] = []
    func pair(with code: String) {}
}

struct PairQRCodeView: View {
    var body: some View { Button("Pair") { MainRepositoryImpl.↓shared.pair(with: "code") } }
}
```
> message: 'PairQRCodeView' reaches for the singleton 'MainRepositoryImpl.shared'; inject it through the initializer instead

### A cell calling a store's work beside a preference getter it reads

```swift
final class LedgerStore {
    static let shared = LedgerStore()
    var rows: [String] = []
    func isCompact() -> Bool { UserDefaults.standard.bool(forKey: "compact") }
    func deleteRow(_ id: String) { rows.removeAll { $0 == id } }
}

final class LedgerRowCell: UITableViewCell {
    func configure(_ id: String) {
        textLabel?.numberOfLines = LedgerStore.shared.isCompact() ? 1 : 0
        LedgerStore.↓shared.deleteRow(id)
    }
}
```
> message: 'LedgerRowCell' reaches for the singleton 'LedgerStore.shared'; inject it through the initializer instead

### A presenter that keeps state beside its overlay view

```swift
final class UploadProgressPresenter {
    static let shared = UploadProgressPresenter()
    private let progressView = UploadProgressBarView()
    private var pendingUploads: [URL] = []
    func enqueue(_ file: URL) { pendingUploads.append(file) }
}

final class AttachmentPickerController: UIViewController {
    func picked(_ file: URL) { UploadProgressPresenter.↓shared.enqueue(file) }
}
```
> message: 'AttachmentPickerController' reaches for the singleton 'UploadProgressPresenter.shared'; inject it through the initializer instead

### One access continued over the next line

The second line continues the first one's expression, and the type's other methods reach
the same singleton: one dependency, one finding.

```swift
final class MediaDownloadManager {
    static let shared = MediaDownloadManager()
    private var queue: [String] = []
    func queuePosition(_ id: String) -> Int? { queue.firstIndex(of: id) }
    func progress(_ id: String) -> Double { queue.isEmpty ? 1 : 0 }
}

final class SessionsTableViewController: NSViewController {
    func validate(_ id: String) -> Bool {
        return MediaDownloadManager.↓shared.queuePosition(id) == nil &&
            MediaDownloadManager.shared.progress(id) < 1
    }

    func describe(_ id: String) -> String {
        if MediaDownloadManager.shared.queuePosition(id) == nil,
            MediaDownloadManager.shared.progress(id) < 1
        {
            return "ready"
        }
        return String(describing: (queued: MediaDownloadManager.shared.queuePosition(id),
                                   progress: MediaDownloadManager.shared.progress(id)))
    }
}
```
> message: 'SessionsTableViewController' reaches for the singleton 'MediaDownloadManager.shared' (6 accesses); inject it through the initializer instead

### A singleton under a type alias, and one a static function hands out

```swift
actor RealmActor {
    static func shared() async -> RealmActor { RealmActor() }
    func library() -> [String] { [] }
}

final class DaisukeEngine {
    static let shared = DaisukeEngine()
    func sources() -> [String] { [] }
}

typealias DSK = DaisukeEngine

extension DSK {
    func refresh() { _ = DSK.shared.sources() }
}

final class SourcesViewModel {
    func load() -> [String] { DSK.↓shared.sources() }
}
```
> message: 'SourcesViewModel' reaches for the singleton 'DaisukeEngine.shared'; inject it through the initializer instead

```swift file=Sources/App/LibraryViewModel.swift
final class LibraryViewModel {
    func load() async -> [String] { await RealmActor.↓shared().library() }
}
```
> message: 'LibraryViewModel' reaches for the singleton 'RealmActor.shared'; inject it through the initializer instead

```swift file=Sources/App/CatalogViewModel.swift
final class TPPUserAccount {
    private static let shared = TPPUserAccount()
    class func sharedAccount() -> TPPUserAccount { shared }
    private var credentials: [String: String] = [:]
    func credential(for key: String) -> String? { credentials[key] }
}

final class CatalogViewModel {
    var canBorrow: Bool { TPPUserAccount.↓sharedAccount().credential(for: "pin") != nil }
}
```
> message: 'CatalogViewModel' reaches for the singleton 'TPPUserAccount.sharedAccount'; inject it through the initializer instead

A generic store's shared instance declared in an extension of the alias that specializes it:

```swift file=Sources/App/ReduxStore.swift
final class ReduxStore<State, Action>: ObservableObject {
    @Published private(set) var state: State
    init(state: State) { self.state = state }
    func send(_ action: Action) {}
}
```

```swift file=Sources/App/Stores.swift
struct AppState { var isPro = false }
enum AppAction { case unlock }

typealias AppStore = ReduxStore<AppState, AppAction>

extension AppStore {
    static let `default`: AppStore = AppStore(state: AppState())
}

func isProUser() -> Bool { AppStore.default.state.isPro }
```

```swift file=Sources/App/PaymentService.swift
final class PaymentService {
    func didPurchase() { AppStore.↓default.send(.unlock) }
}
```
> message: 'PaymentService' reaches for the singleton 'ReduxStore.default'; inject it through the initializer instead

`instance()` handing out an instance it keeps, reached by a view model:

```swift file=Sources/App/ChatViewModel.swift
final class AppAnalytics {
    private static let kept = AppAnalytics()
    private var userProperties: [String: String] = [:]
    static func instance() -> AppAnalytics { AppAnalytics.kept }
    func logSend(_ id: String) { userProperties["last"] = id }
}

final class ChatViewModel {
    func send(_ id: String) { AppAnalytics.↓instance().logSend(id) }
}
```
> message: 'ChatViewModel' reaches for the singleton 'AppAnalytics.instance'; inject it through the initializer instead

The Swift 1 era's holder of the instance, a struct nested in the getter (held-out set 60):

```swift file=Sources/App/BidderViewModel.swift
final class BidderNetworking {
    class var sharedNetworking: BidderNetworking {
        struct Static {
            static let instance = BidderNetworking()
        }
        return Static.instance
    }
    private var pending: [String] = []
    func placeBid(_ id: String) { pending.append(id) }
}

final class BidderViewModel {
    func bid(_ id: String) { BidderNetworking.↓sharedNetworking.placeBid(id) }
}
```
> message: 'BidderViewModel' reaches for the singleton 'BidderNetworking.sharedNetworking'; inject it through the initializer instead

### A subclass declared twice reaching what its superclass reaches

Each of two same-named subclasses, a stale copy left beside the compiled one, has the
superclass its own declaration names: one finding, the superclass's.

```swift file=Sources/App/Global/TriggerView.swift
final class SettingsManager {
    static let sharedInstance = SettingsManager()
    var fields: [String: String] = [:]
    func update() {}
}

class TriggerView: UIView {
    func logLanding(tag: Int) { SettingsManager.↓sharedInstance.fields["landing"] = "\(tag)" }
}
```

```swift file=Sources/App/Cards/BrowseCardView.swift
class BrowseCardView: TriggerView {
    func activate() { SettingsManager.sharedInstance.update() }
}
```

```swift file=Sources/App/Cards/Old/ChooseCardView.swift
class BrowseCardView: TriggerView {
    func activate() { SettingsManager.sharedInstance.fields["card"] = "kind" }
}
```

### The Core Data template's stack reached by a view model

```swift
import CoreData

struct PersistenceController {
    static let shared = PersistenceController()
    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Words")
        container.loadPersistentStores { _, _ in }
    }
}

final class HomeViewModel: ObservableObject {
    func loadSaved() -> Int {
        let context = PersistenceController.↓shared.container.viewContext
        return (try? context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Word"))) ?? 0
    }
}
```
> message: 'HomeViewModel' reaches for the singleton 'PersistenceController.shared'; inject it through the initializer instead

### The SwiftData stack reached by a notification handler

```swift
import SwiftData

struct PersistenceController {
    static let shared = PersistenceController()
    let container: ModelContainer

    init(inMemory: Bool = false) {
        container = try! ModelContainer(for: Schema([]))
    }
}

final class NotificationActionHandler {
    @MainActor
    func markDone(taskID: String) {
        let context = PersistenceController.↓shared.container.mainContext
        try? context.save()
    }
}
```
> message: 'NotificationActionHandler' reaches for the singleton 'PersistenceController.shared'; inject it through the initializer instead

### A screen taking the store's context out of a data manager

```swift
import CoreData

final class CoreDataManager {
    static let shared = CoreDataManager()
    var context: NSManagedObjectContext { container.viewContext }
    lazy var container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Model")
        container.loadPersistentStores { _, _ in }
        return container
    }()
    private init() {}
}

final class LoginViewController: UIViewController {
    func logIn(phone: String) {
        let context = CoreDataManager.↓shared.context
        let user = NSEntityDescription.insertNewObject(forEntityName: "User", into: context)
        user.setValue(phone, forKey: "phone")
    }
}
```
> message: 'LoginViewController' reaches for the singleton 'CoreDataManager.shared'; inject it through the initializer instead

### A notification manager extended as its center's delegate

```swift
import UserNotifications

final class LocalNotificationManager: NSObject {
    static let shared = LocalNotificationManager()

    func requestPermission() async -> Bool {
        (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])) ?? false
    }
}

extension LocalNotificationManager: UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    {
        [.banner]
    }
}

struct OrderHistoryEffect {
    func prepare() async -> Bool {
        await LocalNotificationManager.↓shared.requestPermission()
    }
}
```
> message: 'OrderHistoryEffect' reaches for the singleton 'LocalNotificationManager.shared'; inject it through the initializer instead

### A type reaching a singleton in several methods

One initializer parameter removes every reach: one finding, at the first.

```swift file=Sources/App/FeedViewController.swift
final class FeedStore {
    static let shared = FeedStore()
    private var items: [Int] = []
    func reload() { items = [] }
    func delete(_ id: Int) { items.removeAll { $0 == id } }
}

final class FeedViewController: UIViewController {
    func refresh() { FeedStore.↓shared.reload() }
    func delete(_ id: Int) { FeedStore.shared.delete(id) }
}

extension FeedViewController {
    func clear() { FeedStore.shared.reload() }
}
```

A type's extension files are its code too: one finding, in the file that declares the type,
else in the first of its files by path. A subclass reaching what its superclass reaches has
the superclass's finding (one initializer parameter in the base class serves both); a
sibling reaching it alone keeps its own.

```swift file=Sources/App/Main/MainViewController.swift
final class Socket {
    static let shared = Socket()
    func send() {}
}

final class Vault {
    static let shared = Vault()
    var units = 0
    func count() -> Int { units }
}

final class MainViewController: UIViewController {
    override func viewDidLoad() { Socket.↓shared.send() }
}
```

```swift file=Sources/App/A/MainViewController+Refresh.swift
extension MainViewController {
    func refresh() { if Vault.↓shared.count() > 0 { Socket.shared.send() } }
}
```

```swift file=Sources/App/B/MainViewController+Sync.swift
extension MainViewController {
    func sync() { Socket.shared.send(); Vault.shared.units = 0 }
}

final class DetailViewController: MainViewController {
    func load() { Socket.shared.send() }
}

final class OtherViewController: UIViewController {
    func load() { Socket.↓shared.send() }
}

class BaseCall {
    func end() { Vault.↓shared.units = 0 }
}

final class GroupCall: BaseCall {
    func leave() { Vault.shared.units = 1 }
}
```

A type name declared twice (an old copy of a screen kept in another folder) is two types;
an extension file is the code of the declaration whose folder is nearest its own, and is
folded into that one (held-out set 49: four extension files of a chat screen beside its
declaration, reported again because an older copy elsewhere declares the name too). Where
no declaration is nearest, each file keeps its own finding.

```swift file=Sources/App/Chat/ChatViewController.swift
final class Roster {
    static let shared = Roster()
    func send() {}
}

final class ChatViewController: UIViewController {
    override func viewDidLoad() { Roster.↓shared.send() }
}
```

```swift file=Sources/App/Chat/Panels/ChatViewController+Search.swift
extension ChatViewController {
    func search() { Roster.shared.send() }
}
```

```swift file=Sources/Legacy/ChatViewController.swift
final class ChatViewController: UIViewController {
    func load() { Roster.↓shared.send() }
}
```

Data-access objects (a type name ending in `DAO` or `Dao`, also before `Impl`) are one
database's tables: a type reaching several has one dependency, reported at the first, with the
others named.

```swift
final class MessageDAO {
    static let shared = MessageDAO()
    private var rows: [String] = []
    func save(_ row: String) { rows.append(row) }
}

final class UserDAO {
    static let shared = UserDAO()
    private var rows: [String] = []
    func save(_ row: String) { rows.append(row) }
}

final class DeviceTransferClient {
    func handle(_ record: String, isUser: Bool) {
        if isUser { UserDAO.↓shared.save(record) } else { MessageDAO.shared.save(record) }
    }
}
```

An implementation of a DAO protocol, named for it (`…DAOImpl`), is one too (held-out set 324:
a wallet's gift-card screen reading three such DAOs over one database connection, the second
and third labelled as the first's problem, 5 of 5).

```swift
protocol GiftCardsDAO {}
protocol IconBitmapDAO {}

final class GiftCardsDAOImpl: GiftCardsDAO {
    static let shared = GiftCardsDAOImpl()
    private var rows: [String] = []
    func card(id: String) -> String? { rows.first { $0 == id } }
}

final class IconBitmapDAOImpl: IconBitmapDAO {
    static let shared = IconBitmapDAOImpl()
    private var rows: [String] = []
    func bitmap(id: String) -> String? { rows.first { $0 == id } }
}

final class GiftCardDetailsViewModel {
    func load(id: String) {
        _ = GiftCardsDAOImpl.↓shared.card(id: id)
        _ = IconBitmapDAOImpl.shared.bitmap(id: id)
    }
}
```

### A global name declared twice

Two targets each give the name a different value: it stands for neither, and each
declaration is reported as the file-scope code that reaches the singleton.

```swift
final class PhoneSession {
    static let shared = PhoneSession()
    func sync() {}
}

let Session = PhoneSession.↓shared

final class SyncViewModel {
    func refresh() { Session.sync() }
}
```

```swift file=Sources/Watch/Session.swift
final class WatchSession {
    static let shared = WatchSession()
    func sync() {}
}

let Session = WatchSession.↓shared
```

### A static factory of another type, or of a type that takes no dependency

```swift file=Sources/App/PrintSettings.swift
final class PrintSettings {
    static let shared = PrintSettings()
    var copies = 1
    func reset() { copies = 1 }
}
```

```swift file=Sources/App/Printing.swift
final class ReceiptPrinter {
    let copies: Int
    init(copies: Int) { self.copies = copies }
    static func make() -> ReceiptPrinter { ReceiptPrinter(copies: PrintSettings.↓shared.copies) }
}

final class CheckoutButton {
    static func printer() -> ReceiptPrinter { ReceiptPrinter(copies: PrintSettings.↓shared.copies) }
}

extension BiometryRequestViewModel {
    static func make() -> BiometryRequestViewModel {
        PrintSettings.↓shared.reset()
        return BiometryRequestViewModel(completionHandler: { _ in })
    }
}

final class CopiesPicker {
    let copies: Int
    init(copies: Int) {
        if copies > 0 {
            self.copies = copies
        } else {
            self.copies = PrintSettings.↓shared.copies
        }
    }
}
```

### A parameterless initializer with no injecting one beside it

```swift
final class SessionStore {
    static let shared = SessionStore()
    func end() {}
}

final class SettingsViewController: UIViewController {
    private let session: SessionStore
    init() {
        session = SessionStore.↓shared
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    func signOut() { session.end() }
}
```

### A notification controller without a window, an initializer of one closure

```swift
final class PushNotificationController {
    static let shared = PushNotificationController()
    private var tokens: Set<String> = []
    private(set) var lastToken: String?
    func register(_ token: String) {
        tokens.insert(token)
        lastToken = token
    }
}

final class LaunchTracker {
    private let report: (String) -> Void
    init() {
        report = { PushNotificationController.↓shared.register($0) }
    }
    init(report: @escaping (String) -> Void) { self.report = report }
}
```

### A method that uses the singleton's state, or reaches further

```swift
final class CoreDataStack {
    static let shared = CoreDataStack()
    let persistentContainer = NSPersistentContainer(name: "Model")

    func newTaskContext(named name: String) -> NSManagedObjectContext {
        let context = persistentContainer.newBackgroundContext()
        context.name = name
        return context
    }

    func count(of entity: String) -> Int {
        let key = entity + ".count"
        return UserDefaults.standard.integer(forKey: key)
    }
}

final class HistoryModel {
    func load() {
        let context = CoreDataStack.↓shared.newTaskContext(named: "history")
        _ = CoreDataStack.shared.count(of: "Entry")
        _ = context
    }
}

final class ImageSizeService {
    static let shared = ImageSizeService()
    private var cache: [URL: CGSize] = [:]
    func calculate(for url: URL) -> CGSize { cache[url] ?? .zero }
    func calculate(width: Double, height: Double) -> CGSize { CGSize(width: width, height: height) }
}

final class PhotoCell: UIView {
    func layout(_ url: URL) -> CGSize { ImageSizeService.↓shared.calculate(for: url) }
}

final class MessageStore {
    static let instance = MessageStore()

    func count(forAccount account: String) -> Int {
        rows(forAccount: account).count
    }

    func rows(forAccount account: String) -> [String] {
        Database.main.select("messages", account)
    }
}

final class InboxBadge {
    func refresh(_ account: String) -> Int { MessageStore.↓instance.count(forAccount: account) }
}

final class InboxList {
    func list(_ account: String) -> [String] { MessageStore.↓instance.rows(forAccount: account) }
}
```

### Calling the work of the app's state, and setting its flag

```swift
final class SessionController {
    static let shared = SessionController()
    private(set) var token: String?
    var isSignedIn: Bool { token != nil }
    var isMuted = false
    func signOut() { token = nil }
}

final class ProfileViewController: UIViewController {
    @objc func signOutTapped() {
        if SessionController.shared.isSignedIn { SessionController.↓shared.signOut() }
    }
}

final class SoundToggleView: UIView {
    @objc func toggle() { SessionController.↓shared.isMuted = true }
}
```

### A screen reached through a scene delegate's window

```swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var shared: SceneDelegate?
    var window: UIWindow?
}

final class ErrorReportForm {
    func send() {
        let chat = SceneDelegate.↓shared?.window?.rootViewController as? ChatViewController
        chat?.reload()
    }
}
```

### A module that keeps state, a view model navigating, a service named like a locale word

A `…Module` with stored properties is no stateless assembler: what it uses in place is
reported (what it hands whole into an initializer is not). A view model navigating through
the global coordinator, or opening a link through a shared web presenter, is reported; a
SwiftUI view doing so is not. `LanguageModelService`
is no locale provider, an `AdBannerManager` no in-app banner, a method of the hub that
holds the top view controller is an access, and so is the log-file store a logger factory
holds.

```swift
final class Core {
    static let shared = Core()
    let marketKit = MarketKit()
    let tracker = SwapTracker()
}

final class MarketKit {}
final class SwapTracker { func start() {} }
final class SwapService { init(marketKit: MarketKit) {} }

final class SwapModule {
    private let service: SwapService
    init() {
        service = SwapService(marketKit: Core.shared.marketKit)
        Core.↓shared.tracker.start()
    }
}

final class Coordinator {
    static let shared = Coordinator()
    func present(_ url: URL) {}
}

final class RefundViewModel {
    func openSupport() { Coordinator.↓shared.present(URL(fileURLWithPath: "/")) }
}

final class LanguageModelService {
    static let shared = LanguageModelService()
    private var cache: [String: String] = [:]
    func complete(_ prompt: String) -> String { cache[prompt] ?? prompt }
}

final class ComposerViewModel {
    func suggest() -> String { LanguageModelService.↓shared.complete("Hi") }
}

final class ShopAnalytics {
    static let shared = ShopAnalytics()
    private var events: [String] = []
    func log(_ event: String) { events.append(event) }
}

final class ShopViewModel {
    func openMarket() { ShopAnalytics.↓shared.log("market") }
}

final class AdBannerManager {
    static let shared = AdBannerManager()
    func load() {}
}

final class ScreenManager {
    static let shared = ScreenManager()
    var topViewController: UIViewController?
    func show(_ screen: UIViewController) {}
}

final class LoggerFactory {
    static let shared = LoggerFactory()
    let store = LogFileStore()
}

final class LogFileStore {
    var path = ""
    func contents() -> String { path }
}

final class FeedController: UIViewController {
    private var exportLog: String { LoggerFactory.↓shared.store.contents() }
    func refresh() {
        AdBannerManager.↓shared.load()
        ScreenManager.↓shared.show(UIViewController())
    }
    func share() -> String { exportLog }
}

final class WebControllerManager {
    static let shared = WebControllerManager()
    private var opened: [URL] = []
    func presentWebControllerWithURL(_ url: URL) { opened.append(url) }
}

final class CertificateViewModel {
    func openCertificate(_ url: URL) { WebControllerManager.↓shared.presentWebControllerWithURL(url) }
}

final class UserInterfaceController {
    static let shared = UserInterfaceController()
    private var alerts: [String] = []
    func presentAlert(withTitle title: String) { alerts.append(title) }
}

final class RoomSettingsViewModel {
    func failed() { UserInterfaceController.↓shared.presentAlert(withTitle: "Could not save") }
}
```

### A theme's methods: loading a file, and a stateless type's method

```swift
final class ThemeManager {
    static let shared = ThemeManager()
    func setting(name: String) throws -> Theme { try Theme(contentsOf: URL(fileURLWithPath: name)) }
    func addThemeable(_ themeable: AnyObject) {}
}

final class PrintView {
    func load() throws {
        _ = try ThemeManager.↓shared.setting(name: "Dusk")
        ThemeManager.shared.addThemeable(self)
    }
}

final class ReviewServices {
    static let shared = ReviewServices()
    var appName: String { Bundle.main.bundleIdentifier ?? "" }
    func considerReviewPrompt() { UserDefaults.standard.set(true, forKey: "prompted") }
}

final class AppFacade {
    static let shared = AppFacade()
    var api: APIClient { APIClient() }
}

final class SettingsViewModel {
    func rate() { ReviewServices.↓shared.considerReviewPrompt() }
    func load() { AppFacade.↓shared.api.fetch() }
}
```

### Implicit members and collaborators behind constants

```swift
final class AccountsTracker {
    static let main = AccountsTracker()
}

final class Constants {
    static let main = Constants()
    let keychain: Keychain = .init(service: "app")
    var standardSpacing: CGFloat { 10 }
}

final class DataMigrator {
    static let standard = DataMigrator()
    private let extractor = MigrationDataExtractor()
    var fontSize: CGFloat = 14
    var hasDataToMigrate: Bool { extractor.hasData }
}

final class MigrationDataExtractor {
    var hasData = true
}

struct AccountPicker: View {
    var accounts: AccountsTracker { .↓main }
    func signOut() { Constants.↓main.keychain.removeAll() }
    var body: some View {
        Text("").font(.system(size: DataMigrator.↓standard.fontSize))
            .disabled(DataMigrator.standard.hasDataToMigrate)
    }
}

final class SessionState {
    static let shared = SessionState()
    var unreadCount = 0
    var drafts: [String] = []
    var muted = false
}

final class TextSizeSettings {
    func enlarge() { DataMigrator.↓standard.fontSize += 2 }
}

final class AccountMenu {
    let tracker: AccountsTracker = .↓main
}

final class InboxService {
    func receive() { SessionState.↓shared.unreadCount += 1 }
}

final class DraftSaver {
    func save(_ draft: String) { SessionState.↓shared.drafts.append(draft) }
}

final class BadgeLabel {
    func badge() -> String { "\(SessionState.↓shared.unreadCount) unread" }
}

final class DraftCounter {
    func draftCount() -> Int { SessionState.↓shared.drafts.count }
}

struct MuteToggle: View {
    @ObservedObject var state: ObservedState
    var body: some View { Toggle("Mute", isOn: $state.muted).disabled(SessionState.↓shared.muted) }
}

final class CallManager {
    private(set) static var instance: CallManager?
    func call(_ jid: String) {}
}

final class ContactActions {
    func call(_ jid: String) { CallManager.↓instance?.call(jid) }
}

final class ContactRow {
    func callIfPossible(_ jid: String) { if let manager = CallManager.↓instance { manager.call(jid) } }
}
```

### A presenter that also stores or fetches

```swift
final class LinkOpener {
    static let shared = LinkOpener()
    func open(_ url: URL) {
        UserDefaults.standard.set(url.absoluteString, forKey: "lastLink")
        UIApplication.shared.open(url)
    }
}

final class HelpViewController: UIViewController {
    @objc func showHelp() { LinkOpener.↓shared.open(helpURL) }
}
```

### No memberwise default, and a bridge that keeps state

```swift
final class SettingsStore {
    static let shared = SettingsStore()
    var zapAmount = 21
}

struct ZapSummaryView: View {
    let store = SettingsStore.↓shared
    var body: some View { Text("\(store.zapAmount)") }
}

struct ZapAmountView: View {
    @State var amount = SettingsStore.↓shared.zapAmount
    var body: some View { Text("\(amount)") }
}

struct ZapObserverView: View {
    @ObservedObject private var observed = SettingsStore.↓shared
    var body: some View { Text("\(observed.zapAmount)") }
}

struct ProfileView: View {
    @ObservedObject var settings = SettingsStore.↓shared
    init() {}
    var body: some View { Text("Profile") }
}

@objc final class SettingsBridge: NSObject {
    private var cache: [String: Int] = [:]
    @objc func zapAmount() -> Int { SettingsStore.↓shared.zapAmount }
}

@objc final class SettingsWriterBridge: NSObject {
    private var written: [String: Int] = [:]
    @objc func setZapAmount(_ amount: Int) { SettingsStore.↓shared.zapAmount = amount }
}
```

### A settings store in a SwiftUI view, a service or a namespace of static helpers, a theme's method, an app's own class extended

```swift file=Sources/App/Defaults.swift
final class Defaults {
    static let shared = Defaults()
    var showItemCounts = false
    var remoteVoiceTier = 0
}
```

```swift file=Sources/App/Settings.swift
import SnapKit

final class ThemeManager {
    static let shared = ThemeManager()
    func load(named name: String) {}
}

final class ReadAloudHandler {
    func downgrade() { Defaults.↓shared.remoteVoiceTier = 0 }
}

final class CountsService {
    func hideCounts() { Defaults.↓shared.showItemCounts = false }
}

struct CollectionRow: View {
    @ObservedObject private var settings: Defaults = .↓shared
    var body: some View { Text("") }
}

final class ThemePickerViewController: UIViewController {
    func pick() { ThemeManager.↓shared.load(named: "dark") }
}

extension SPSettingsViewController {
    func refresh() { _ = Defaults.↓shared.showItemCounts }
}

final class FeedBot {
    static let shared = FeedBot()
    private let userDefaults = UserDefaults.standard
    private let queue = DispatchQueue(label: "bot")
    private let database = FeedDatabase()
    private let api = FeedAPI()
    private var isSyncing = false
    func sync() {}
}

final class BotViewController: UIViewController {
    func refresh() { FeedBot.↓shared.sync() }
}

enum VoiceUtility {
    static func preferredTier() -> Int { Defaults.↓shared.remoteVoiceTier }
}

final class ExtensionViewModel {
    struct State: Codable {
        var libraryId: Int
        init() { libraryId = Defaults.↓shared.remoteVoiceTier }
    }
}
```

### A view reading a shared model it hands to nobody

The view holds the shared instance only to read it: it is no root handing it down.

```swift
final class SearchViewModel: ObservableObject {
    static let shared = SearchViewModel()
    @Published var searchText = ""
}

struct SearchField: View {
    @StateObject private var search = SearchViewModel.↓shared
    var body: some View {
        TextField("Search", text: $search.searchText)
            .environment(\.isEnabled, true)
    }
}
```

### A log viewer reading the lines back

Writing a line to a log sink is logging; reading its lines back is using it.

```swift
final class PVLogPublisher {
    static let shared = PVLogPublisher()
    private var entries: [String] = []
    func info(_ message: String) { entries.append(message) }
    func getRecentLogs() -> [String] { entries }
}

final class RetroLogViewModel {
    var logs: [String] = []
    func refresh() { logs = PVLogPublisher.↓shared.getRecentLogs() }
}
```

### Code deprecated before a platform version

```swift
final class DownloadManager {
    static let shared = DownloadManager()
    private var tasks: [URL] = []
    func contents() -> [URL] { tasks }
}

final class RecentsViewController: UIViewController {
    @available(iOS, deprecated: 15)
    func reload() -> [URL] { DownloadManager.↓shared.contents() }
}
```

### A strategy's work, one kept where no protocol is returned, a protocol's only shared implementation

```swift
protocol SyncStrategy: AnyObject {
    func interval() -> Int
}

final class NightlySync: SyncStrategy {
    static let shared = NightlySync()
    private var runs = 0
    func interval() -> Int { runs += 1; return 86_400 }
}

final class SyncBadge {
    var hours: Int { NightlySync.↓shared.interval() / 3_600 }
}

final class SyncMenu {
    func strategies() -> [String: AnyObject] { ["nightly": NightlySync.↓shared] }
}

protocol APIClient { func fetch() }

final class APIService: APIClient {
    static let shared = APIService()
    private var session: String?
    func fetch() { session = "open" }
}

struct FeedStore {
    var api: APIClient { APIService.↓shared }
}
```

### A switch whose cases reach the same manager, or do more than reach it

```swift
final class SnapManager {
    static let shared = SnapManager()
    private var running = false
    func start() { running = true }
    func stop() { running = false }
}

final class CaptureManager {
    static let shared = CaptureManager()
    private var running = false
    func start() { running = true }
}

final class ClipManager {
    static let shared = ClipManager()
    private var running = false
    func start() { running = true }
}

enum Feature { case snap, capture, clip, off }

final class FeatureToggle {
    func enable(_ feature: Feature) {
        switch feature {
        case .snap: SnapManager.↓shared.start()
        case .capture: CaptureManager.↓shared.start()
        case .clip: ClipManager.↓shared.start()
        case .off: SnapManager.shared.stop()
        }
    }
}

final class FeatureCounter {
    var started = 0
    func enable(_ feature: Feature) {
        switch feature {
        case .snap:
            SnapManager.↓shared.start()
            started += 1
        case .capture: CaptureManager.shared.start()
        case .clip: ClipManager.shared.start()
        case .off: break
        }
    }
}
```

### An image looked up by key in a service

```swift
import UIKit

final class ImageProvider {
    static let shared = ImageProvider()
    private var images: [String: UIImage] = [:]
    subscript(key: String) -> UIImage? { images[key] ?? UIImage(named: key) }
}

final class ShareComposer {
    func attachment() -> UIImage? {
        ImageProvider.↓shared["logo"]
    }
}
```

### A shared instance under a second name

```swift
final class SessionStorage {
    private var token: String?
    private static let instance = SessionStorage()
    public static let getInstance = instance
    private init() {}
    func save(token: String) { self.token = token }
}

final class PostService {
    func signIn(token: String) {
        SessionStorage.↓getInstance.save(token: token)
    }
}
```

### A screen calling the singleton's work, or handing its state to a call

```swift
final class SocketManager {
    static let sharedInstance = SocketManager()
    var serverURL: URL?
    var state: Int = 0
    func disconnect() { state = 0 }
}

final class ConnectServerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = SocketManager.sharedInstance.serverURL?.host
        SocketManager.↓sharedInstance.disconnect()
    }
}

final class SubscriptionsViewController: UIViewController {
    func reload() { show(state: SocketManager.↓sharedInstance.state) }
    func show(state: Int) {}
}

final class RoleViewController: UIViewController {
    func reload() { load(id: Int(SocketManager.↓sharedInstance.state)) }
    func load(id: Int) {}
}
```

### A view taking its model out of a shared cache by key

```swift
import UIKit

final class MomentManager {
    static let sharedInstance = MomentManager()
    var downloadedContents: [String: String] = [:]
    func load() { downloadedContents["welcome"] = "Welcome" }
}

final class MomentTitleView: UIView {
    let titleLabel = UILabel()
    func show(momentID: String) {
        if let moment = MomentManager.↓sharedInstance.downloadedContents[momentID] {
            titleLabel.text = moment
        }
    }
}

final class MomentHeaderView: UIView {
    let titleLabel = UILabel()
    func show(momentID: String) {
        titleLabel.text = MomentManager.↓sharedInstance.downloadedContents[momentID]
    }
}
```

### An event bus's work beside its subjects, and one keeping state others read

```swift
final class AppState {
    static let shared = AppState()
    private lazy var userDefaults = UserDefaults.standard
    var invited = CurrentValueSubject<Int?, Never>(nil)
    var receivedNotification = PassthroughSubject<Void, Never>()
    var shouldRefreshBadge = PassthroughSubject<Void, Never>()
    var shouldShowFlash = PassthroughSubject<Void, Never>()
    var updatedFilters = PassthroughSubject<Void, Never>()
    var invitationId: Int? {
        get { userDefaults.object(forKey: "invitation") as? Int }
        set { userDefaults.set(newValue, forKey: "invitation") }
    }
    func resetInvitation() { invitationId = nil; invited.send(nil) }
}

final class TabBarViewController: UITabBarController {
    func handleInvitation() {
        AppState.↓shared.resetInvitation()
        if let id = AppState.shared.invitationId { open(id) }
    }
    func open(_ id: Int) {}
}

final class PlaybackCenter {
    static let shared = PlaybackCenter()
    var state = PassthroughSubject<Int, Never>()
    var queue: [URL] = []
}

final class NowPlayingViewController: UIViewController {
    var subscription: AnyCancellable?
    override func viewDidLoad() {
        super.viewDidLoad()
        subscription = PlaybackCenter.↓shared.state.sink { _ in }
    }
}

final class RateProvider {
    static let shared = RateProvider()
    let ratesDidChange = PassthroughSubject<Void, Never>()
    private var rates: [String: Double] = [:]
    private var lock = NSLock()
    func rate(for id: String) -> Double? { rates[id] }
}

struct DoneTokenContent: View {
    @State private var revision = 0
    var body: some View {
        Text("\(revision)").onReceive(RateProvider.↓shared.ratesDidChange) { _ in revision += 1 }
    }
}
```

### A getter calling a function of state, and a style store that keeps a service

```swift
func tint(_ name: String) -> UIColor { UIColor(named: name) ?? .black }

final class Branding {
    static let shared = Branding()
    var accentName = "accent"
    var accent: UIColor { tint(accentName) }
}

final class FontStyle {
    static let shared = FontStyle()
    private var scale: Float = 1
    private let session = URLSession(configuration: .default)
    private init() {
        if let saved: String = ReaderSettings.↓shared["scale"], let value = Float(saved) { scale = value }
    }
    func size(_ base: Float) -> Float { base * scale }
}

final class ReaderSettings {
    static let shared = ReaderSettings()
    subscript<T>(key: String) -> T? { UserDefaults.standard.object(forKey: key) as? T }
}

final class BadgeViewModel {
    func accentColor() -> UIColor { Branding.↓shared.accent }
}

final class ArticleCell: UITableViewCell {
    func layout() { _ = FontStyle.↓shared.size(14) }
}
```

### A layer delegate that keeps count

```swift
final class AnimationCounter: NSObject, CALayerDelegate {
    static let shared = AnimationCounter()
    private var count = 0
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        count += 1
        return nil
    }
}

final class BadgeRenderer {
    func render(on layer: CALayer) {
        layer.delegate = AnimationCounter.↓shared
    }
}
```

### A service subscribing itself, and a view calling the manager's work with itself

```swift
final class UploadCenter {
    static let shared = UploadCenter()
    private var observers: [AnyObject] = []
    func startUpdateView(view: AnyObject) { observers.append(view) }
    func retryUpload(from view: AnyObject) { observers.removeAll() }
    func subscribeToReminders(on view: AnyObject) { observers.append(view) }
}

final class UploadQueue {
    func start() { UploadCenter.↓shared.startUpdateView(view: self) }
}

final class UploadProgressCell: UITableViewCell {
    func retry() { UploadCenter.↓shared.retryUpload(from: self) }
}

final class RemindersController: UIViewController {
    func subscribe() { UploadCenter.↓shared.subscribeToReminders(on: self) }
}
```

### A toast library's wrapper that keeps more than notices

```swift
import Drops

final class DownloadNotifier {
    static let shared = DownloadNotifier()
    private var queue: [String] = []
    private var isShowing = false
    private var downloads: [URL] = []
    private var retries = 0
    private var lastError: Error?
    func started(_ url: URL) { downloads.append(url); Drops.show(Drop(title: "Started")) }
}

final class EpisodeCell: UITableViewCell {
    func download(_ url: URL) { DownloadNotifier.↓shared.started(url) }
}
```

### A view's first reach through the property type's implicit member

```swift
final class LibraryStore: ObservableObject {
    static let shared = LibraryStore()
    @Published var books: [String] = []
    private let url = URL(fileURLWithPath: "books.json")
    func load() -> [String] { books }
    func add(_ book: String) { books.append(book) }
    func save() throws { try JSONEncoder().encode(books).write(to: url) }
}

struct LibraryPane: View {
    @ObservedObject private var store: LibraryStore = .↓shared
    @State private var books = LibraryStore.shared.load()
    var body: some View { Text("\(books.count)") }
}
```

### The app's shared instance of a platform class

```swift
import CoreData

extension NSPersistentContainer {
    private struct Storage {
        static let container = NSPersistentContainer(name: "Phrases")
    }
    static var shared: NSPersistentContainer { Storage.container }
}

final class PhraseStore {
    func save() throws {
        try NSPersistentContainer.↓shared.viewContext.save()
    }
}
```

```swift file=Sources/Motion/PedometerService.swift
import CoreMotion

extension CMPedometer {
    static let shared = CMPedometer()
}

final class PedometerService {
    var pedometer = CMPedometer.↓shared
}
```
> message: 'PedometerService' reaches for the singleton 'CMPedometer.shared'; inject it through the initializer instead

### A coordinator that reads a bundled file and runs work

```swift
final class ModelWarmupCoordinator: ObservableObject {
    static let shared = ModelWarmupCoordinator()
    @Published private(set) var warming: Set<String> = []

    func scheduleWarmup(for name: String) {
        guard let sample = Bundle.main.url(forResource: "sample", withExtension: "wav") else { return }
        warming.insert(name)
        Task { _ = try? Data(contentsOf: sample) }
    }
}

final class ModelManager {
    func load(_ name: String) {
        ModelWarmupCoordinator.↓shared.scheduleWarmup(for: name)
    }
}
```

### A catch-all helper's other work, content a loading call fetches, a view model's alert, an accent colour a service reads

```swift file=Sources/App/Common/Helper.swift
import UIKit

final class Helper {
    static let shared = Helper()
    private var demoSeconds = 0
    func startLoading(_ url: URL) {}
    func silentLogout() { demoSeconds = 0 }
    func alert(title: String, message: String) {}
}
```

```swift file=Sources/App/Settings/AppSettings.swift
import SwiftUI

@Observable final class AppSettings {
    static let shared = AppSettings()
    var accentColorHex = "#0A84FF" {
        didSet { UserDefaults.standard.set(accentColorHex, forKey: "accent") }
    }
    var accentColor: Color { Color(accentColorHex) }
}
```

```swift file=Sources/App/Screens/FeedViewController.swift
import UIKit

final class FeedViewController: UIViewController {
    func open(_ url: URL) { Helper.↓shared.startLoading(url) }
}

final class AccountViewController: UIViewController {
    func signOut() { Helper.↓shared.silentLogout() }
}

final class SignInViewModel {
    func failed() { Helper.↓shared.alert(title: "Sign in", message: "Try again") }
}

final class ReportExporter {
    func headerColor() -> Color { AppSettings.↓shared.accentColor }
}

final class AccentPickerModel {
    func pick(_ hex: String) { AppSettings.↓shared.accentColorHex = hex }
}
```

### A clipboard manager keeping a history

```swift
import AppKit
import SwiftUI

final class ClipboardHistory {
    static let shared = ClipboardHistory()
    private let pasteboard = NSPasteboard.general
    private var items: [String] = []
    func copy(_ text: String) {
        items.append(text)
        pasteboard.setString(text, forType: .string)
    }
}

struct HistoryView: View {
    let text: String
    var body: some View { Button("Copy") { ClipboardHistory.↓shared.copy(text) } }
}
```

### A UIKit screen no Swift code names, a fallback for a local

```swift file=Sources/App/AppDelegate.swift
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
```

```swift file=Sources/Screens/FriendsViewController.swift
import UIKit

final class FriendsStore {
    static let shared = FriendsStore()
    private var streak = 0
    func loadStreak() { streak += 1 }
}

final class FriendsViewController: UIViewController {
    private var cached: FriendsStore?
    override func viewDidLoad() {
        super.viewDidLoad()
        let store = cached ?? FriendsStore.↓shared
        store.loadStreak()
    }
}
```

### A service with state of its own and a flag in `UserDefaults`

```swift
final class SessionManager {
    static let shared = SessionManager()
    private var token: String?
    var isOnboarded: Bool {
        get { UserDefaults.standard.bool(forKey: "onboarded") }
        set { UserDefaults.standard.set(newValue, forKey: "onboarded") }
    }
    func signIn() { token = "t" }
}

final class WelcomeViewController: UIViewController {
    @IBAction func done(_ sender: UIButton) { SessionManager.↓shared.isOnboarded = true }
}
```
> message: 'WelcomeViewController' reaches for the singleton 'SessionManager.shared'; inject it through the initializer instead

### A screen's work on the manager it is the delegate of, a setter named for a colour, a view observing a shared instance it never reads

```swift file=Sources/Account/AccountViewController.swift
protocol SyncManagerDelegate: AnyObject { func syncDidFinish() }

final class SyncManager {
    static let shared = SyncManager()
    weak var delegate: SyncManagerDelegate?
    private var pending: [String] = []
    func sync() { pending.removeAll(); delegate?.syncDidFinish() }
}

final class AccountViewController: UIViewController, SyncManagerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        SyncManager.shared.delegate = self
    }
    @IBAction func syncNow(_ sender: UIButton) { SyncManager.↓shared.sync() }
    func syncDidFinish() {}
}
```
> message: 'AccountViewController' reaches for the singleton 'SyncManager.shared'; inject it through the initializer instead

```swift file=Sources/Branding/AccentPickerViewController.swift
final class Branding {
    static let shared = Branding()
    private var accent = "blue"
    func setAccentColor(_ name: String) { accent = name }
}

final class AccentPickerViewController: UIViewController {
    @IBAction func pickRed(_ sender: UIButton) { Branding.↓shared.setAccentColor("red") }
}
```
> message: 'AccentPickerViewController' reaches for the singleton 'Branding.shared'; inject it through the initializer instead

```swift file=Sources/App/MainAppView.swift
import SwiftUI

final class ProfileManager: ObservableObject {
    static let shared = ProfileManager()
    @Published var name = ""
    func load() { name = "x" }
}

struct MainAppView: View {
    @ObservedObject private var profileManager = ProfileManager.↓shared
    var body: some View { Text("Home") }
}
```
> message: 'MainAppView' reaches for the singleton 'ProfileManager.shared'; inject it through the initializer instead

### A date service keeping a session beside its formatter, a session service that also reads a default

```swift file=Sources/Sync/SyncViewController.swift
final class ServerClock {
    static let shared = ServerClock()
    private let formatter = DateFormatter()
    private let session = URLSession(configuration: .default)
    func fetchServerTime(_ done: @escaping (Date?) -> Void) { session.dataTask(with: URL(string: "https://x")!) { _, _, _ in done(nil) }.resume() }
}

final class SyncViewController: UIViewController {
    func refresh() { ServerClock.↓shared.fetchServerTime { _ in } }
}
```
> message: 'SyncViewController' reaches for the singleton 'ServerClock.shared'; inject it through the initializer instead

```swift file=Sources/Session/LoginViewController.swift
final class SessionService {
    static let shared = SessionService()
    func savedUserID() -> String? { UserDefaults.standard.string(forKey: "uid") }
    func signIn(_ done: @escaping (Bool) -> Void) { URLSession.shared.dataTask(with: URL(string: "https://x")!) { _, _, _ in done(true) }.resume() }
}

final class LoginViewController: UIViewController {
    @IBAction func login(_ sender: UIButton) { SessionService.↓shared.signIn { _ in } }
}
```
> message: 'LoginViewController' reaches for the singleton 'SessionService.shared'; inject it through the initializer instead

### A cell uploading a profile picture, a screen asking for its address

```swift file=Sources/Profile/AvatarCell.swift
final class MediaStorage {
    static let shared = MediaStorage()
    func profilePictureURL(for user: String, completion: @escaping (URL?) -> Void) {}
    func uploadProfilePicture(_ data: Data, for user: String) {}
}

final class AvatarCell: UITableViewCell {
    func didPick(_ data: Data, user: String) { MediaStorage.↓shared.uploadProfilePicture(data, for: user) }
}
```
> message: 'AvatarCell' reaches for the singleton 'MediaStorage.shared'; inject it through the initializer instead

```swift file=Sources/App/EveningApp.swift
import SwiftUI

@main
struct EveningApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

struct RootView: View {
    @AppStorage("signedIn") private var signedIn = false
    var body: some View {
        if signedIn { HomeView() } else { WelcomeView() }
    }
}

struct HomeView: View {
    var body: some View { Text("Home").onOpenURL { url in _ = AccountService.↓shared.handle(url) } }
}

struct WelcomeView: View {
    var body: some View { Text("Welcome") }
}

final class AccountService {
    static let shared = AccountService()
    func handle(_ url: URL) -> Bool { true }
}
```
> message: 'HomeView' reaches for the singleton 'AccountService.shared'; inject it through the initializer instead

```swift file=Sources/Profile/FeedViewController.swift
final class MediaStorage {
    static let shared = MediaStorage()
    func profilePictureURL(for user: String, completion: @escaping (URL?) -> Void) {}
}

final class FeedViewController: UIViewController {
    private var avatarURLs: [String: URL] = [:]
    func load(user: String) { MediaStorage.↓shared.profilePictureURL(for: user) { [weak self] in self?.avatarURLs[user] = $0 } }
}
```
> message: 'FeedViewController' reaches for the singleton 'MediaStorage.shared'; inject it through the initializer instead

### A method called with a trailing closure alone, named for pictures

```swift
final class StorageManager {
    static let shared = StorageManager()
    var avatarData: Data?
    var getAvatarData: ((Data?) -> Void)?
    func downloadAvatarData(completion: @escaping (Bool) -> Void) {
        URLSession.shared.dataTask(with: URL(string: "https://example.com/a.png")!) { data, _, _ in
            self.avatarData = data
            completion(data != nil)
        }.resume()
    }
}

final class ProfileRepository {
    func loadProfile() {
        StorageManager.↓shared.downloadAvatarData { _ in }
        StorageManager.shared.getAvatarData = { _ in }
    }
}
```
> message: 'ProfileRepository' reaches for the singleton 'StorageManager.shared' (2 accesses); inject it through the initializer instead

### A private method a button calls, and one a selector calls

```swift file=Sources/Settings/AccountView.swift
import SwiftUI

struct AccountView: View {
    var body: some View {
        Button("Refresh", action: refreshPlan)
    }

    private func refreshPlan() {
        AccountStore.↓shared.refresh()
    }
}
```

```swift file=Sources/Settings/AccountViewController.swift
final class AccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .accountChanged, object: nil)
    }

    @objc private func reload() {
        AccountStore.↓shared.refresh()
    }
}
```

```swift file=Sources/Users/AccountStore.swift
final class AccountStore {
    static let shared = AccountStore()
    private let session = URLSession(configuration: .default)
    func refresh() {}
}

extension Notification.Name {
    static let accountChanged = Notification.Name("accountChanged")
}
```

### A card the app's home screen builds

```swift file=Sources/App/TribeApp.swift
import SwiftUI

@main
struct TribeApp: App {
    var body: some Scene { WindowGroup { HomeView() } }
}

struct HomeView: View {
    var body: some View { TribeIntelCard(title: "Your tribe") }
}
```

```swift file=Sources/Views/TribeIntelCard.swift
import SwiftUI

final class TribeService: ObservableObject {
    static let shared = TribeService()
    @Published private(set) var members: [String] = []
    func load() { members = [] }
}

struct TribeIntelCard: View {
    let title: String
    @StateObject private var tribe = TribeService.↓shared
    var body: some View { Text("\(title): \(tribe.members.count)").onAppear { tribe.load() } }
}
```

### A weight picker a workout screen also builds, a screen the settings pane opens

```swift file=Sources/Settings/WatchSettings.swift
import SwiftUI

final class WatchSettings: ObservableObject {
    static let shared = WatchSettings()
    private let defaults = UserDefaults.standard
    @Published var bodyWeight = 70.0
    var serverAddress = ""
}
```

```swift file=Sources/Settings/SettingsView.swift
import SwiftUI

struct SettingsView: View {
    var body: some View {
        BodyWeightPickerView()
        NavigationLink("Server") { ServerConfigView() }
    }
}

struct ServerConfigView: View {
    @State private var address = ""
    var body: some View {
        TextField("Address", text: $address)
        Button("Save") { WatchSettings.↓shared.serverAddress = address }
    }
}

struct WorkoutView: View {
    var body: some View { VStack { Text("Ruck"); BodyWeightPickerView() } }
}

struct BodyWeightPickerView: View {
    @ObservedObject private var settings = WatchSettings.↓shared
    var body: some View { Picker("Weight", selection: $settings.bodyWeight) { Text("70").tag(70.0) } }
}
```

### A row of a card that the app's home screen builds

```swift file=Sources/App/RideApp.swift
import SwiftUI

@main
struct RideApp: App {
    var body: some Scene { WindowGroup { RidesView() } }
}

struct RidesView: View {
    var body: some View { ScrollView { RideSummaryCard(day: .now); RideSummaryCard(day: .distantPast) } }
}
```

```swift file=Sources/Views/RideSummaryCard.swift
import SwiftUI

final class RideStore: ObservableObject {
    static let shared = RideStore()
    @Published private(set) var distance = 0.0
    func reload() { distance = 0 }
}

struct RideSummaryCard: View {
    let day: Date
    var body: some View { VStack { Text(day, style: .date); RideDistanceRow() } }
}

struct RideDistanceRow: View {
    @StateObject private var rides = RideStore.↓shared
    var body: some View { Text("\(rides.distance) km").onAppear { rides.reload() } }
}
```

### A table of images that also keeps a session

```swift
final class AvatarStore {
    static let shared = AvatarStore()
    var placeholder: UIImage = UIImage()
    var lastUpload: UIImage?
    let session = URLSession(configuration: .default)
    func upload(_ image: UIImage) {}
}

final class ProfileViewController: UIViewController {
    func save(_ image: UIImage) {
        AvatarStore.↓shared.upload(image)
    }
}
```
> message: 'ProfileViewController' reaches for the singleton 'AvatarStore.shared'; inject it through the initializer instead

### A network client whose name ends like the review prompt's

```swift
final class NYTimesReviewManager {
    static let sharedInstance = NYTimesReviewManager()
    private var apiKey: String?
    func setup(apiKey: String) { self.apiKey = apiKey }
    func movieReviews(_ movieID: Int, completion: @escaping (Error?) -> Void) {
        URLSession.shared.dataTask(with: URL(string: "https://api.nytimes.com/\(movieID)")!) { _, _, error in
            completion(error)
        }.resume()
    }
}

final class MovieDetailsViewController: UIViewController {
    func loadReviews() {
        NYTimesReviewManager.↓sharedInstance.movieReviews(7) { _ in }
    }
}
```
> message: 'MovieDetailsViewController' reaches for the singleton 'NYTimesReviewManager.sharedInstance'; inject it through the initializer instead

### A service logging through the app's analytics, which wraps an SDK type of the same name

```swift
import FirebaseAnalytics

public final class Analytics {
    public static let shared = Analytics()
    private var previousScreen: String?
    private init() {}

    public func log(_ name: String) {
        FirebaseAnalytics.Analytics.logEvent(name, parameters: nil)
    }
}

final class HealthKitService {
    func saved() {
        Analytics.↓shared.log("health_sync_success")
    }
}
```
> message: 'HealthKitService' reaches for the singleton 'Analytics.shared'; inject it through the initializer instead

### A bag of dependencies that also does work

```swift
protocol AuthService {}
protocol NetworkManagerType {}

final class FirebaseAuth: AuthService {
    static let shared = FirebaseAuth()
    private var user: String?
}

final class NetworkManager: NetworkManagerType {
    static let shared = NetworkManager()
    private var tasks: [Int] = []
}

struct ApplicationDependency {
    let authService: AuthService
    let networkManager: NetworkManagerType

    init() {
        authService = FirebaseAuth.↓shared
        networkManager = NetworkManager.↓shared
    }

    func signOut() {}
}
```

### A list a shared instance appends to, a count it updates

```swift file=Sources/App/Searches.swift
import UIKit

final class RecentSearches {
    static let shared = RecentSearches()
    private var searches: [String] = ["swift"]
    func add(_ term: String) { searches.append(term) }
    func all() -> [String] { searches }
}

final class SearchViewController: UIViewController {
    func didSearch(_ term: String) { RecentSearches.↓shared.add(term) }
}
```
> message: 'SearchViewController' reaches for the singleton 'RecentSearches.shared'; inject it through the initializer instead

```swift file=Sources/App/Tags.swift
import UIKit

final class RecentTags {
    static let shared = RecentTags()
    private var counts: [String: Int] = ["swift": 1]
    func bump(_ tag: String) { counts[tag, default: 0] += 1 }
    func count(of tag: String) -> Int { counts[tag] ?? 0 }
}

final class TagListViewController: UIViewController {
    func didTap(_ tag: String) { RecentTags.↓shared.bump(tag) }
}
```
> message: 'TagListViewController' reaches for the singleton 'RecentTags.shared'; inject it through the initializer instead

### A shared instance handed out by a function that sets it up first

```swift
final class DatabaseManager {
    static let sharedInstance = DatabaseManager()
    var database: FMDatabase!

    static func getInstance() -> DatabaseManager {
        if sharedInstance.database == nil {
            sharedInstance.database = FMDatabase(path: "Delorean.db")
        }
        return sharedInstance
    }
}

final class ProductDAO {
    func allProducts() -> [String] {
        let db = DatabaseManager.↓getInstance().database
        return db == nil ? [] : ["espresso"]
    }
}
```
> message: 'ProductDAO' reaches for the singleton 'DatabaseManager.getInstance'; inject it through the initializer instead

### A view model the `App` builds that keeps tips, a defaults struct and one manager

The root object an `App` builds counts the classes its properties build: two TipKit tips and
a defaults struct are values, so this view model is a screen's model, not the composition
root.

```swift
import SwiftUI
import TipKit

@main
struct RadiusApp: App {
    @State private var mapModel = MapModel()
    var body: some Scene { WindowGroup { Text("Map") } }
}

struct RadiusTip: Tip { var title: Text { Text("Drag") } }
struct StyleTip: Tip { var title: Text { Text("Style") } }
struct DefaultsStore { var radius = 100.0 }
final class SearchCompleter {}

@Observable
final class MapModel {
    let radiusTip = RadiusTip()
    let styleTip = StyleTip()
    let defaults = DefaultsStore()
    let completer = SearchCompleter()
    func startMonitoring() { RegionMonitor.↓shared.start() }
}

final class RegionMonitor {
    static let shared = RegionMonitor()
    private var regions: [String] = []
    func start() { regions.append("home") }
}
```
> message: 'MapModel' reaches for the singleton 'RegionMonitor.shared'; inject it through the initializer instead

### A struct's shared instance keeping a network provider

Every copy of the struct shares the provider it keeps, so its static instance is the app's
network client.

```swift file=Sources/App/NetworkService.swift
import Moya

public struct NetworkService {
    public static var instance = NetworkService()
    var provider: MoyaProvider<MultiTarget>
    public init() { provider = MoyaProvider<MultiTarget>() }
    func request(_ path: String) {}
}
```

```swift file=Sources/App/QuizViewModel.swift
final class QuizViewModel {
    func load() {
        NetworkService.↓instance.request("/quizzes")
        NetworkService.instance.request("/quizzes/next")
    }
}
```
> message: 'QuizViewModel' reaches for the singleton 'NetworkService.instance' (2 accesses); inject it through the initializer instead

### A view's analytics kept in a property and also reset through it

```swift file=Sources/App/SettingsView.swift
import SwiftUI

final class AnalyticsService {
    static let shared = AnalyticsService()
    private var sent: [String] = []
    func track(_ event: String) { sent.append(event) }
    func reset() { sent.removeAll() }
}

struct SettingsView: View {
    private let analytics = AnalyticsService.↓shared
    var body: some View {
        Button("Sign out") {
            analytics.track("signOut")
            analytics.reset()
        }
    }
}
```
> message: 'SettingsView' reaches for the singleton 'AnalyticsService.shared'; inject it through the initializer instead

### A repository opening a route through the deep-link router handler

A screen opening a route through the app's deep-link router handler is not flagged (Fixed,
below); a repository doing it is.

```swift
enum Route: String {
    case market
}

final class RouterHandler {
    static let shared = RouterHandler()
    private var pendingRoute: Route?

    func handle(_ route: Route) {
        pendingRoute = route
    }
}

final class InventoryRepository {
    func openMarketAfterPurchase() {
        RouterHandler.↓shared.handle(.market)
    }
}
```
> message: 'InventoryRepository' reaches for the singleton 'RouterHandler.shared'; inject it through the initializer instead

### A path method reading a computed property of its own name

```swift file=Sources/Backend/RepoManager.swift
import Foundation

struct Repo {
    let url: String
}

final class RepoManager {
    static let shared = RepoManager()
    private(set) var repoList: [Repo] = []

    var cachePrefix: URL {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
    }

    func cachePrefix(for repo: Repo) -> URL {
        cachePrefix.appendingPathComponent(repo.url)
    }

    func cacheFile(named name: String, for repo: Repo) -> URL {
        cachePrefix(for: repo).appendingPathComponent(name)
    }
}
```

```swift file=Sources/Backend/Accelerator.swift
import Foundation

final class Accelerator {
    func remove(_ repo: Repo) -> URL {
        RepoManager.↓shared.cacheFile(named: "Packages", for: repo)
    }
}
```
> message: 'Accelerator' reaches for the singleton 'RepoManager.shared'; inject it through the initializer instead

### A lookup binding a property to a local of its name

```swift file=Sources/Storage/LocalStorage.swift
import Foundation

final class LocalStorage {
    static let shared = LocalStorage()
    private let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

    var forms: [String]? {
        get { try? JSONDecoder().decode([String].self, from: Data(contentsOf: folder.appendingPathComponent("forms"))) }
        set { try? JSONEncoder().encode(newValue).write(to: folder.appendingPathComponent("forms")) }
    }

    func formSummary(withCode code: String) -> String? {
        guard let forms = forms else { return nil }
        return forms.first { $0 == code }
    }

    func loadForm(withCode code: String) -> [String]? { forms?.filter { $0.hasPrefix(code) } }
}
```

```swift file=Sources/Form/QuestionListViewModel.swift
final class QuestionListViewModel {
    let questions: [String]

    init?(code: String) {
        guard LocalStorage.↓shared.formSummary(withCode: code) != nil,
            let questions = LocalStorage.shared.loadForm(withCode: code)
        else { return nil }
        self.questions = questions
    }
}
```
> message: 'QuestionListViewModel' reaches for the singleton 'LocalStorage.shared' (2 accesses); inject it through the initializer instead

### A global alias of a shared instance named `default`

```swift file=Sources/Network/MFSession.swift
import Foundation

public actor MFSession {
    public static var `default` = MFSession(session: URLSession(configuration: .default))
    public let session: URLSession

    public init(session: URLSession) {
        self.session = session
    }

    public func data(from url: URL) async throws -> Data {
        try await session.data(from: url).0
    }
}

public let MF = MFSession.default
```

```swift file=Sources/Data/DiaryRepository.swift
import Foundation

final class DiaryRepository {
    func load(_ url: URL) async throws -> Data {
        try await ↓MF.data(from: url)
    }
}
```
> message: 'DiaryRepository' reaches for the singleton 'MFSession.default' through the global 'MF'; inject it through the initializer instead

### A service class the app's root view calls, a service only a widget's provider names

```swift file=Sources/App/HabitApp.swift
import SwiftUI

@main
struct HabitApp: App {
    var body: some Scene {
        WindowGroup { Text("Habits").task { MigrationCheckHelper().repair() } }
    }
}
```

```swift file=Sources/App/MigrationCheckHelper.swift
final class MigrationCheckHelper {
    func repair() { HabitStore.↓shared.removeDuplicates() }
}
```

```swift file=Sources/App/HabitStore.swift
final class HabitStore {
    static let shared = HabitStore()
    private(set) var habits: [String] = []
    func removeDuplicates() { habits = Array(Set(habits)) }
}
```

```swift file=Sources/Widget/HabitsWidget.swift
import WidgetKit

struct HabitsProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitsEntry { HabitsEntry(date: Date(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (HabitsEntry) -> Void) {
        completion(HabitsEntry(date: Date(), count: HabitCountService().count()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitsEntry>) -> Void) {}
}

struct HabitsEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct HabitCountService {
    func count() -> Int { HabitStore.↓shared.habits.count }
}
```

### A scheduler's work past its debugging method

```swift file=Sources/App/VacationManager.swift
final class VacationManager {
    static let shared = VacationManager()
    private var days: Set<Date> = []
    func add(_ date: Date) { days.insert(date) }
    func clear() { days.removeAll() }
}
```

```swift file=Sources/App/ReminderScheduler.swift
import Foundation

final class ReminderScheduler {
    func performComprehensiveDebugging() { VacationManager.shared.clear() }
    func markVacation(on date: Date) {
        VacationManager.↓shared.add(date)
    }
}
```

### A tip store keeping state, a view asking the monitor it observes

```swift file=Sources/Tips/TipHistory.swift
import TipKit

final class TipHistory {
    static let shared = TipHistory()
    private var shown: [String] = []
    func record(_ id: String) { shown.append(id) }
}
```

```swift file=Sources/Views/TipsView.swift
import SwiftUI

struct TipsView: View {
    var body: some View { Button("Done") { TipHistory.↓shared.record("intro") } }
}
```
> message: 'TipsView' reaches for the singleton 'TipHistory.shared'; inject it through the initializer instead

```swift file=Sources/Views/OfflineBanner.swift
import SwiftUI

final class ReachabilityMonitor: ObservableObject {
    static let shared = ReachabilityMonitor()
    @Published var connected = true
    func startMonitoring() { connected = true }
}

struct OfflineBanner: View {
    @ObservedObject private var monitor = ReachabilityMonitor.↓shared
    var body: some View { Text(monitor.connected ? "" : "Offline") }
}
```
> message: 'OfflineBanner' reaches for the singleton 'ReachabilityMonitor.shared'; inject it through the initializer instead


### A network provider keeping its clients in static variables

```swift
import Moya

enum ElloAPI: TargetType { case love(String) }

final class ElloProvider {
    static let shared = ElloProvider()
    static var defaultProvider: MoyaProvider<ElloAPI> = MoyaProvider<ElloAPI>()
    static var oneTimeProvider: MoyaProvider<ElloAPI>?

    func request(_ target: ElloAPI) {
        (ElloProvider.oneTimeProvider ?? ElloProvider.defaultProvider).request(target) { _ in }
    }
}

struct LovesService {
    func lovePost(_ id: String) {
        ElloProvider.↓shared.request(.love(id))
    }
}
```

### A local bound to the value of the property it shadows

```swift
final class CloudService {
    static let shared = CloudService()
    private var recipeModule: RecipeUploader?
    private var deleted: Set<String> = []

    func uploadRecipe(_ recipe: String) async throws {
        let recipeModule = try requireModule(recipeModule, name: "recipes")
        try await recipeModule.upload(recipe)
    }

    func deleteRecord(_ id: String) { deleted.insert(id) }

    private func requireModule<T>(_ module: T?, name: String) throws -> T {
        guard let module else { throw CloudError.unavailable(name) }
        return module
    }
}

enum CloudError: Error {
    case unavailable(String)
}

final class RecipeSyncEngine {
    func sync(_ recipe: String) async throws {
        try await CloudService.↓shared.uploadRecipe(recipe)
        CloudService.shared.deleteRecord(recipe)
    }
}
```
> message: 'RecipeSyncEngine' reaches for the singleton 'CloudService.shared' (2 accesses); inject it through the initializer instead

### A session object keeping its state in another type's static variables

```swift file=Sources/Core/UserSession.swift
final class UserSession {
    static let shared = UserSession()

    var token: String? { KeychainStorage.token }

    private init() {}

    func saveToken(credentials: TokenResponse) {
        KeychainStorage.token = credentials.token
    }

    func finish() {
        KeychainStorage.token = nil
    }
}

struct TokenResponse {
    let token: String
}

struct KeychainStorage {}

extension KeychainStorage {
    @KeychainEntry("token")
    static var token: String?
}
```

```swift file=Sources/Feeds/FeedsProvider.swift
final class FeedsProvider {
    func fetchFeeds() {
        guard let token = UserSession.↓shared.token else { return }
        print(token)
    }
}
```
> message: 'FeedsProvider' reaches for the singleton 'UserSession.shared'; inject it through the initializer instead

### A subclass of a shared module's same-named base reaching what the base reaches

```swift file=Packages/ClockShare/Sources/Share/ProManager.swift
open class ProManager {
    public static let shared = ProManager()
    public var purchasedProduct: String?

    public init() {
        purchasedProduct = Storage.↓default.purchasedProduct
    }
}

public final class Storage {
    public static let `default` = Storage()
    public var purchasedProduct: String?
}
```

```swift file=DeskClock/Source/ProManager.swift
import ClockShare

final class ProManager: ClockShare.ProManager {
    static func setup() {
        shared.purchasedProduct = Storage.default.purchasedProduct
    }
}
```
> message: 'ProManager' reaches for the singleton 'Storage.default'; inject it through the initializer instead

### An extension written with a nested type alias

```swift file=Sources/Session/ConversationSession.swift
final class ConversationSession {
    private(set) var title = ""

    func prepare() {
        ModelManager.↓shared.load(title)
    }
}

final class ConversationSessionManager {
    typealias Session = ConversationSession
}

final class ModelManager {
    static let shared = ModelManager()
    private var loaded: [String] = []
    func load(_ name: String) { loaded.append(name) }
}
```

```swift file=Sources/Session/ConversationSession+Icon.swift
extension ConversationSessionManager.Session {
    func updateIcon() {
        ModelManager.shared.load("icon")
    }
}
```
> message: 'ConversationSession' reaches for the singleton 'ModelManager.shared'; inject it through the initializer instead

### A view model showing an alert through a hub's error sink, a log file read back

```swift file=Sources/Model/Global/SharedReference.swift
final class AlertError {
    var error: Error?
    func alert(error: Error) { self.error = error }
}

final class SharedReference {
    static let shared = SharedReference()
    var errorobject: AlertError?
}
```

```swift file=Sources/RsyncUIApp.swift
import SwiftUI

@main
struct RsyncUIApp: App {
    init() { SharedReference.shared.errorobject = AlertError() }
    var body: some Scene { WindowGroup { RestoreView() } }
}
```

```swift file=Sources/Model/Storage/ActorLogToFile.swift
actor ActorLogToFile {
    static let shared = ActorLogToFile()
    private var lines: [String] = []
    func logOutput(_ command: String, _ output: [String]) { lines.append(command) }
    func readloggfile() -> [String] { lines }
}
```

```swift file=Sources/Views/RestoreView.swift
import SwiftUI

struct RestoreView: View {
    @State private var model = RestoreViewModel()
    var body: some View { Text("Restore") }
}

@Observable final class RestoreViewModel {
    func failed(_ error: Error) {
        SharedReference.↓shared.errorobject?.alert(error: error)
    }
}

final class CreateOutputforView {
    func lines() async -> [String] { await ActorLogToFile.↓shared.readloggfile() }
}
```

### An analytics property a view uses for more than events, a view model's

```swift file=Sources/Analytics/AnalyticsProvider.swift
final class AnalyticsProvider {
    static let shared = AnalyticsProvider()
    private var sent = 0
    private(set) var userId = ""
    func tappedDeparture(routeId: String) { sent += 1 }
    func rename(_ id: String) { userId = id }
}
```

```swift file=Sources/Pages/TripDetailsPage.swift
import SwiftUI

struct TripDetailsPage: View {
    let tripId: String
    let analytics = AnalyticsProvider.↓shared

    init(tripId: String) { self.tripId = tripId }

    var body: some View {
        Text(analytics.userId)
    }
}

final class TripDetailsViewModel {
    var analytics = AnalyticsProvider.↓shared
    func tapped(_ routeId: String) { analytics.tappedDeparture(routeId: routeId) }
}
```

### A service reading the settings controller

```swift file=Sources/Settings/SettingsController.swift
final class SettingsController {
    static let shared = SettingsController()
    private(set) var serverURL = "https://api.example.com"
    func set(serverURL: String) { self.serverURL = serverURL }
}
```

```swift file=Sources/Network/APIClient.swift
final class APIClient {
    func baseURL() -> String { SettingsController.↓shared.serverURL }
}
```

### A notice poster keeping what it posted, a service checking the idle timeout

```swift file=Sources/Notices/ReminderPoster.swift
import UserNotifications

final class ReminderPoster {
    static let shared = ReminderPoster()
    private let center = UNUserNotificationCenter.current()
    private var posted: [String] = []

    func post(_ title: String) {
        posted.append(title)
        let content = UNMutableNotificationContent()
        content.title = title
        center.add(UNNotificationRequest(identifier: title, content: content, trigger: nil))
    }
}

final class IdleLock {
    static let shared = IdleLock()
    private var disabledCount = 0
    func checkIdleTimeout() -> Bool { disabledCount == 0 }
}
```

```swift file=Sources/Reminders/ReminderScheduler.swift
final class ReminderScheduler {
    func schedule(_ title: String) { ReminderPoster.↓shared.post(title) }
}

final class SessionGuard {
    func shouldLock() -> Bool { IdleLock.↓shared.checkIdleTimeout() }
}
```

### A service's one instance handed out by an enum namespace

```swift file=Sources/Faq/FaqService.swift
protocol FaqService {
    func faqs(for courseId: Int) async -> [String]
}

struct FaqServiceImpl: FaqService {
    func faqs(for courseId: Int) async -> [String] { [] }
}

enum FaqServiceFactory {
    static let shared: FaqService = FaqServiceImpl()
}
```

```swift file=Sources/Messages/MessagesService.swift
import Common

protocol MessagesService {
    func send(_ text: String) async
}

final class MessagesServiceImpl: MessagesService {
    private var sent: [String] = []
    func send(_ text: String) async { sent.append(text) }
}

enum MessagesServiceFactory: DependencyFactory {
    static let liveValue: MessagesService = MessagesServiceImpl()
}
```

```swift file=Sources/Faq/FaqViewModel.swift
import Observation

@Observable
final class FaqViewModel {
    private let faqService = FaqServiceFactory.↓shared
    var faqs: [String] = []
    func load(courseId: Int) async { faqs = await faqService.faqs(for: courseId) }
}

final class CreateChatViewModel {
    func start(_ text: String) async { await MessagesServiceFactory.↓shared.send(text) }
}
```

### A tab holder that also keeps the user's listings

```swift file=Sources/Navigation/TabCenter.swift
import SwiftUI

final class TabCenter: ObservableObject {
    static let shared = TabCenter()
    @Published var selectedTab: Int = 0
    @Published var listings: [String] = []
    func reload(_ fetched: [String]) { listings = fetched }
}
```

```swift file=Sources/Views/ListingsView.swift
import SwiftUI

struct ListingsView: View {
    var body: some View {
        List(TabCenter.↓shared.listings, id: \.self) { Text($0) }
    }
}
```

### A service deciding with a location service's permission state

```swift file=Sources/Location/GeoService.swift
import CoreLocation

final class GeoService {
    static let shared = GeoService()
    private(set) var authorizationStatus: CLAuthorizationStatus = .notDetermined
    private(set) var lastFix: CLLocation?
}
```

```swift file=Sources/Cities/CityStore.swift
final class CityStore {
    private(set) var usesCurrentLocation = false
    func applyDefaultSelection() {
        usesCurrentLocation = GeoService.↓shared.authorizationStatus == .authorizedWhenInUse
    }
}
```

## Fixed

```swift
final class NetworkManager {
    static let shared = NetworkManager()
    func get(_ path: String) {}
    func retry() { NetworkManager.shared.get("/retry") }
}

final class FeedViewModel {
    private let network: NetworkManager
    init(network: NetworkManager = NetworkManager.shared) {
        self.network = network
    }
    func load() { network.get("/feed") }
}

@main
struct FeedApp {
    static func main() {
        _ = FeedViewModel(network: NetworkManager.shared)
    }
}
```

### A notice poster that says, as the notification centre's delegate, how its notices show

```swift
final class Logger {
    static let shared = Logger()
    private var lines: [String] = []
    func info(_ line: String) { lines.append(line) }
}

final class NotificationExt: NSObject {
    static let shared = NotificationExt()
    func postUploadErrorNotice(_ body: String) {
        postByNew(title: "Upload failed", info: body)
    }
}

extension NotificationExt: UNUserNotificationCenterDelegate {
    func postByNew(title: String, info: String) {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = info
        let request = UNNotificationRequest(identifier: "upload", content: content, trigger: nil)
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.add(request)
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .sound])
    }
}

extension NotificationExt {
    static func requestAuthorization() {
        Logger.shared.info("Request notification authorization")
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
    }
}

final class UploadViewController: NSViewController {
    func uploadFailed(_ message: String) {
        NotificationExt.shared.postUploadErrorNotice(message)
    }
}
```

### An intent adopting the app's refinement of `AppIntent`, a sign-up sheet opener

```swift
import AppIntents
import AuthenticationServices

final class FocusNumberManager {
    static let shared = FocusNumberManager()
    private(set) var number = 1
    func select(_ value: Int) { number = value }
}

protocol CosmicIntent: AppIntent {}

struct ChangeFocusNumberIntent: CosmicIntent {
    static var title: LocalizedStringResource = "Change focus number"
    func perform() async throws -> some IntentResult {
        FocusNumberManager.shared.select(7)
        return .result()
    }
}

final class SignUpSheet: NSObject, ASWebAuthenticationPresentationContextProviding {
    static let shared = SignUpSheet()
    func openSignUp(_ url: URL) {
        let session = ASWebAuthenticationSession(url: url, callbackURLScheme: nil) { _, _ in }
        session.presentationContextProvider = self
        session.start()
    }
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        ASPresentationAnchor()
    }
}

final class SignUpViewController: UIViewController {
    func signUp(_ url: URL) { SignUpSheet.shared.openSignUp(url) }
}
```

### Images and colours looked up by key in views

```swift file=Sources/App/Providers.swift
import UIKit

final class ImageProvider {
    static let shared = ImageProvider()
    private var images: [String: UIImage] = [:]
    subscript(key: String) -> UIImage? { images[key] ?? UIImage(named: key) }
}

final class ColorProvider {
    static let shared = ColorProvider()
    private var colors: [String: UIColor] = [:]
    subscript(key: String) -> UIColor? { colors[key] }
}
```

```swift file=Sources/App/PriorityCell.swift
import UIKit

final class PriorityCell: UITableViewCell {
    @IBOutlet private var badge: UIImageView!

    func configure() {
        badge.image = ImageProvider.shared["priority"]
        backgroundColor = ColorProvider.shared["cellBackground"]
    }
}
```

### A switch waking the manager each case names

```swift
final class SnapManager {
    static let shared = SnapManager()
    private var monitors = 0
    func start() { monitors += 1 }
}

final class CaptureManager {
    static let shared = CaptureManager()
    private var monitors = 0
    func start() { monitors += 1 }
}

final class ClipManager {
    static let shared = ClipManager()
    private var monitors = 0
    func start() { monitors += 1 }
}

enum Feature { case snap, capture, clip, off }

final class FeatureButton {
    func enable(_ feature: Feature) {
        switch feature {
        case .snap:
            // Snapping restarts its monitor.
            SnapManager.shared.start()
        case .capture:
            CaptureManager.shared.start()
        case .clip:
            ClipManager.shared.start()
        case .off:
            break
        }
    }

    func restart(_ feature: Feature) {
        switch feature {
        case .snap:
            SnapManager.shared.start()
            break
        case .capture:
            CaptureManager.shared.start()
            break
        case .clip:
            ClipManager.shared.start()
            break
        case .off:
            break
        }
    }
}
```

### A sign-in helper finding where to present, a status-bar controller opening settings, a size class fixed at start

```swift
final class Utilities {
    static let shared = Utilities()
    private var names: [String] = []
    func remember(_ name: String) { names.append(name) }
    func getTopViewController(base: UIViewController? = nil) -> UIViewController? {
        base ?? UIApplication.shared.keyWindow?.rootViewController
    }
}

final class SignInWithAppleHelper {
    func start() {
        guard let top = Utilities.shared.getTopViewController() else { return }
        top.present(UIViewController(), animated: true)
    }
}

final class MainSettingsCoordinator: NSObject {
    static let shared = MainSettingsCoordinator()
    private var window: NSWindow?
    func showSettings() { window?.makeKeyAndOrderFront(nil) }
}

final class CustomMenuWindow: NSPanel {}

final class StatusBarController: NSObject {
    private var statusItem: NSStatusItem?
    private var customMenuWindow: CustomMenuWindow?
    @objc func openSettings() { MainSettingsCoordinator.shared.showSettings() }
}

final class UserDataModel {
    static let shared = UserDataModel()
    var uid = ""
    var screenSize = UIScreen.main.bounds.height < 800 ? 0 : UIScreen.main.bounds.width > 400 ? 2 : 1
    func signOut() { uid = "" }
}

struct DrawerView: View {
    var body: some View {
        Rectangle().cornerRadius(UserDataModel.shared.screenSize == 0 ? 8 : 12)
    }
}
```

### A split screen that only shows the singleton's state in every file

A type split over files whose every file only shows the singleton's state has no finding: the
declaring file's read marks where the finding would go only if another file does more.

```swift file=Sources/App/Wallet/WalletViewController.swift
final class Session {
    static let shared = Session()
    var balance = Balance()
    func refresh() {}
}

final class Balance {
    var text = ""
}

final class WalletViewController: UIViewController {
    let balanceLabel = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        balanceLabel.text = Session.shared.balance.text
    }
}
```

```swift file=Sources/App/Wallet/WalletViewController+Header.swift
extension WalletViewController {
    func updateHeader() {
        title = Session.shared.balance.text
    }
}
```

### A date helper binding `self` it never uses

A helper's closure capturing `[weak self]` and binding it (`guard let strongSelf = self`)
reads the instance only through that name's members, as `self.x` would (held-out set 286:
8 of 8 not acted on).

```swift
final class Comparisons {
    static let shared = Comparisons()
    private var cache: [String: Date] = [:]
    func remember(_ date: Date, for key: String) { cache[key] = date }

    private func sortDates(_ dates: [Date], completion: @escaping (Date) -> Void) {
        if let first = dates.sorted().first { completion(first) }
    }

    func getEarliestReleaseDate(song: [Date], completion: @escaping (String) -> Void) {
        sortDates(song, completion: { [weak self] date in
            guard let strongSelf = self else { return }
            let formatter = DateFormatter()
            formatter.dateStyle = .long
            completion(formatter.string(from: date))
        })
    }
}

final class TonesPicksViewController: UIViewController {
    func show(_ dates: [Date]) {
        Comparisons.shared.getEarliestReleaseDate(song: dates, completion: { text in self.title = text })
    }
}
```

### Two screens only each other build, through an extension

Two views that only each other build, one of them in an extension of its own, are dead code
with their view models (held-out set 285: 5 of 5 not acted on, SPEC "no").

```swift file=Sources/App/FollowApp.swift
@main
struct FollowApp: App {
    var body: some Scene { WindowGroup { HomeView() } }
}

struct HomeView: View {
    var body: some View { Text("Home") }
}
```

```swift file=Sources/App/Other/OtherUserProfileView.swift
final class UserManager {
    static let shared = UserManager()
    private var cache: [String: String] = [:]
    func user(_ id: String) async -> String { cache[id] ?? "" }
}

final class OtherUserProfileViewModel: ObservableObject {
    func load(_ id: String) async -> String { await UserManager.shared.user(id) }
}

struct OtherUserProfileView: View {
    @StateObject private var viewModel = OtherUserProfileViewModel()
    let userId: String
    var body: some View { NavigationLink("Followers") { OtherFollowListView(userId: userId) } }
}
```

```swift file=Sources/App/Other/OtherFollowListView.swift
struct OtherFollowListView: View {
    let userId: String
    var body: some View { list }
}

extension OtherFollowListView {
    var list: some View {
        NavigationLink("Profile") { OtherUserProfileView(userId: userId) }
    }
}
```

### A picture downloader, a fixed configuration, a fixed factory, the locale provider's setting, the start-up object, a shared instance's own wiring

```swift
final class ImageDownloadCenter {
    static let shared = ImageDownloadCenter()
    private let cache = ImageCacheProvider()
    func downloadImage(from url: URL) {}
}

final class EventHeroViewController: NSViewController {
    func load(_ url: URL) { ImageDownloadCenter.shared.downloadImage(from: url) }
}

final class ImageCaching {
    static let shared = ImageCaching()
    private var images: [String: UIImage] = [:]
    func image(for key: String) -> UIImage? { images[key] }
}

final class TokenObjectViewModel {
    func placeholder(_ symbol: String) -> UIImage? { ImageCaching.shared.image(for: symbol) }
}

final class ImageLoadingService {
    static let shared = ImageLoadingService()
    private var cache: [URL: UIImage] = [:]
    func loadImage(from url: URL) async -> UIImage? { cache[url] }
}

final class DomainAvatarViewModel {
    func avatar(_ url: URL) async -> UIImage? { await ImageLoadingService.shared.loadImage(from: url) }
}

// A framework's app delegate subclassed under another name: the composition root.
final class StudyBundleLoader {
    static let shared = StudyBundleLoader()
}

final class MyHeartCountsDelegate: SpeziAppDelegate {
    override var configuration: Configuration {
        Configuration(standard: MyHeartCountsStandard()) { StudyBundleLoader.shared }
    }
}

// A factory making objects from its fixed table of types; callers cannot set anything in it.
final class QueryServiceFactory: NSObject {
    static let shared = QueryServiceFactory()
    private let serviceTypes: [String: QueryService.Type] = ["youdao": YoudaoService.self]
    private lazy var sortedKeys: [String] = serviceTypes.keys.sorted()
    func service(withTypeId id: String) -> QueryService? { serviceTypes[id]?.init() }
}

final class ActionManager {
    func perform(_ id: String) { QueryServiceFactory.shared.service(withTypeId: id)?.start() }
}

// Built once from the bundle's plist; nothing in it can be set.
final class ConfigManager {
    static let `default` = ConfigManager(plistName: "Config-live")
    private let settings: [String: Any]
    init(plistName: String) { settings = [:] }
    private func value(for key: String) -> String { settings[key] as? String ?? "" }
    var baseURL: String { value(for: "BASE_URL") }
}

enum InfoTarget {
    case info
    var baseURL: URL { URL(string: ConfigManager.default.baseURL)! }
}

final class StoredDefaults {
    static let standard = StoredDefaults()
    private let defaults = UserDefaults.standard
    func get(key: String) -> String? { defaults.string(forKey: key) }
    func set(value: String, key: String) { defaults.set(value, forKey: key) }
}

enum LanguageController {
    static var selected: String { StoredDefaults.standard.get(key: "language") ?? "en" }
    static func update(languageCode: String) { StoredDefaults.standard.set(value: languageCode, key: "language") }
}

final class Preferences {
    static let shared = Preferences()
    var videoFolder: URL = URL(fileURLWithPath: "/")
    var syncUserData = true
}

final class GeneralPreferencesViewController: NSViewController {
    func toggleSync() { Preferences.shared.syncUserData.toggle() }
    func chooseFolder(_ url: URL) { Preferences.shared.videoFolder = url }
}

final class Boot {
    func confirmDataReset() -> Bool { Preferences.shared.syncUserData }
}

final class MediaDownloadManager {
    init(directoryURL: URL) {}
}

extension MediaDownloadManager {
    static let shared = MediaDownloadManager(directoryURL: Preferences.shared.videoFolder)
}
```

### Preview scaffolding

```swift
final class SyncEngine {
    static let shared = SyncEngine()
    var storage = Storage()
}

final class SessionViewModel {
    init(storage: Storage) {}

    static var preview: SessionViewModel { SessionViewModel(storage: SyncEngine.shared.storage) }
}

struct SearchFiltersViewPreviewWrapper: View {
    var body: some View { SearchFiltersView(storage: SyncEngine.shared.storage) }
}
```

### Background music, a shared map delegate, the window and the navigation stacks a hub keeps, an internationalization provider, a view's analytics event

```swift
final class SoundPlayer {
    static let shared = SoundPlayer()
    private var player: AVAudioPlayer?
    func mainSound() { player?.play() }
}

final class WorkoutMapViewDelegate: NSObject, MKMapViewDelegate {
    static let standard = WorkoutMapViewDelegate()
    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        let renderer = MKPolylineRenderer(overlay: overlay)
        renderer.lineWidth = 8
        return renderer
    }
}

final class Application: NSObject {
    static let shared = Application()
    var window: UIWindow?
    private var sessions: [String] = []
    func presentInitialScreen(in window: UIWindow?) { sessions.removeAll() }
}

struct ExploreView: View {
    var body: some View {
        Text("Explore").onAppear { SoundPlayer.shared.mainSound() }
    }
}

final class WorkoutMapViewManager {
    func setupRoute(on mapView: MKMapView) { mapView.delegate = WorkoutMapViewDelegate.standard }
}

final class SettingsViewController: UIViewController {
    func logout() { Application.shared.presentInitialScreen(in: Application.shared.window) }
}

final class HomeViewController: UIViewController {
    var tabName = ""
}

final class V2Client {
    static let sharedInstance = V2Client()
    var centerViewController: HomeViewController?
    var centerNavigation: UINavigationController?
    var topNavigationController: UINavigationController { V2Client.top(of: centerNavigation!) }
    static func top(of navigation: UINavigationController) -> UINavigationController { navigation }
}

final class MemberCell: UITableViewCell {
    func openMember() {
        V2Client.sharedInstance.centerNavigation?.pushViewController(UIViewController(), animated: true)
    }
}

final class TopicDetailCommentCell: UITableViewCell {
    func openMember(_ controller: UIViewController) {
        V2Client.sharedInstance.topNavigationController.pushViewController(controller, animated: true)
    }
}

final class LoginViewController: UIViewController {
    func askForCode() {
        V2Client.sharedInstance.centerViewController!.navigationController?.present(UIViewController(), animated: true)
    }
}

final class I18N {
    static let instance = I18N()
    private(set) var locale = Locale.current
    func changeLanguage(to language: String) -> Bool { true }
}

final class MenuBuilder {
    func dateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = I18N.instance.locale
        return formatter
    }
}

final class StatusBarItemController {
    func languageChanged(_ code: String) {
        if I18N.instance.changeLanguage(to: code) { print(code) }
    }
}

final class Collector {
    static let shared = Collector()
    private var pending: [String] = []
    func save(event: String, parameter: String) { pending.append(event + parameter) }
}

struct OptionsView: View {
    var body: some View {
        Text("Options").onAppear { Collector.shared.save(event: "Viewed", parameter: "Options") }
    }
}
```

### Code deprecated on every platform

```swift
final class DownloadManager {
    static let shared = DownloadManager()
    private var tasks: [URL] = []
    func contents() -> [URL] { tasks }
}

@available(*, deprecated, message: "Use LibraryViewController instead.")
final class RecentsViewController: UIViewController {
    lazy var items = DownloadManager.shared.contents()
}

final class RecentsPresenter {
    @available(*, deprecated)
    func reload() -> [URL] { DownloadManager.shared.contents() }
}
```

### Strategies handed out as their protocol

A mode enum mapping its cases to the strategies, the protocol's own aliases and a fallback:
the code chooses an implementation, as a factory does.

```swift
protocol AdaptiveMode: AnyObject {
    func compute(for value: Double) -> Double
}

final class ManualMode: AdaptiveMode {
    static let shared = ManualMode()
    private var last = 0.0
    func compute(for value: Double) -> Double { last = value; return value }
}

final class SensorMode: AdaptiveMode {
    static let shared = SensorMode()
    private var readings: [Double] = []
    func compute(for value: Double) -> Double { readings.append(value); return value }
}

extension AdaptiveMode {
    static var manual: AdaptiveMode { ManualMode.shared }
}

enum AdaptiveModeKey {
    case manual, sensor

    var mode: AdaptiveMode {
        switch self {
        case .manual: return ManualMode.shared
        case .sensor: return SensorMode.shared
        }
    }
}

final class DisplayController {
    var chosen: AdaptiveModeKey?
    func currentMode() -> AdaptiveMode { chosen?.mode ?? ManualMode.shared }
}
```

### A palette computed from literals, a style store loading through the settings store

```swift
func colorWith255RGB(_ r: CGFloat, g: CGFloat, b: CGFloat) -> UIColor {
    UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: 1)
}

final class DarkPalette: NSObject {
    static let sharedInstance = DarkPalette()
    fileprivate override init() { super.init() }
    var backgroundColor: UIColor { colorWith255RGB(32, g: 32, b: 32) }
    var titleColor: UIColor { get { return colorWith255RGB(-1, g: 0.5, b: 255) } }
}

final class ReaderSettings {
    static let sharedInstance = ReaderSettings()
    subscript<T>(key: String) -> T? {
        get { UserDefaults.standard.object(forKey: key) as? T }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

final class FontStyle: NSObject {
    static let sharedInstance = FontStyle()
    fileprivate var scale: Float = 1.0
    var css = ""
    fileprivate override init() {
        super.init()
        if let saved: String = ReaderSettings.sharedInstance["scale"], let value = Float(saved) { scale = value }
    }
    func save(_ value: Float) {
        scale = value
        ReaderSettings.sharedInstance["scale"] = "\(value)"
    }
}

final class HeaderStyler {
    var current: NSObject = DarkPalette.sharedInstance
    func tint() -> UIColor { DarkPalette.sharedInstance.titleColor }
}

final class ArticleCell: UITableViewCell {
    func layout() { _ = FontStyle.sharedInstance.scale * 14 }
}
```

### A panel, a window and a popover beside a test file's stand-ins, a layer delegate's fixed answer

```swift file=Sources/App/switcher/TilesPanel.swift
final class TilesPanel: NSPanel {
    static var shared: TilesPanel!
    func resetFrozenPosition() {}
}

final class SettingsWindow: NSWindow {
    static var shared: SettingsWindow!
    func refreshUpgradeButton() {}
}

final class HelpPopover: NSPopover {
    static let shared = HelpPopover()
    func show(message: String) {}
}

final class NoAnimationDelegate: NSObject, CALayerDelegate {
    static let shared = NoAnimationDelegate()
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
}

final class TilesView {
    func layout() {
        TilesPanel.shared.resetFrozenPosition()
        SettingsWindow.shared?.refreshUpgradeButton()
        HelpPopover.shared.show(message: "Hold the option key")
        let layer = CALayer()
        layer.delegate = NoAnimationDelegate.shared
    }
}
```

```swift file=Sources/App/_test-support/Mocks.swift
class TilesPanel {
    static let shared = TilesPanel()
    var isKeyWindow = false
}

enum SettingsWindow {
    static func canBecomeKey() -> Bool { true }
}
```

### A view subscribing itself to a manager's updates

```swift
final class ItemOperationManager {
    static let `default` = ItemOperationManager()
    private var views: [AnyObject] = []
    private var progress: Float = 0
    func startUpdateView(view: AnyObject) { views.append(view) }
    func stopUpdateView(view: AnyObject) { views.removeAll { $0 === view } }
}

final class MenuHandler {
    static let shared = MenuHandler()
    private var responders: [AnyObject] = []
    func register(_ responder: AnyObject) { responders.append(responder) }
}

final class AgendaManager {
    static let shared = AgendaManager()
    private var observers: [AnyObject] = []
    func attachObserver(agendaObserver: AnyObject) { observers.append(agendaObserver) }
}

final class PhotoVideoController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ItemOperationManager.default.startUpdateView(view: self)
        MenuHandler.shared.register(self)
        AgendaManager.shared.attachObserver(agendaObserver: self)
    }
    deinit { ItemOperationManager.default.stopUpdateView(view: self) }
}
```

### An image loader over an image library, under any ending

```swift file=Sources/Services/Image/ImageService.swift
import Nuke
import RxSwift

final class ImageService {
    static let shared = ImageService()
    private var tasks: [URL: DisposeBag] = [:]
    func load(_ url: URL, to view: UIImageView) {
        ImagePipeline.shared.loadImage(with: url) { result in view.image = try? result.get().image }
    }
}
```

```swift file=Sources/Screens/Chat/ChatViewController.swift
final class ChatViewController: UIViewController {
    let photoView = UIImageView()
    func show(_ url: URL) { ImageService.shared.load(url, to: photoView) }
}
```

### An entity whose class the data model generates

```swift file=Sources/Persistence/Folder+Persistence.swift
import CoreData

extension Folder {
    static var trash: Folder? {
        let request = NSFetchRequest<Folder>(entityName: "Folder")
        request.predicate = NSPredicate(format: "isTrash == YES")
        return try? PersistenceController.shared.viewContext.fetch(request).first
    }
}
```

```swift file=Sources/Persistence/PersistenceController.swift
import CoreData

final class PersistenceController {
    static let shared = PersistenceController()
    private let container = NSPersistentContainer(name: "Model")
    var viewContext: NSManagedObjectContext { container.viewContext }
    func save() throws { try container.viewContext.save() }
}
```

### A screen opening a route through the deep-link router handler, a screen showing a snack

```swift
import UIKit

struct RegexRoute {
    let regex: NSRegularExpression
    let call: ([String: String]) -> Void
}

final class RouterHandler {
    static let shared = RouterHandler()
    private var directRoutes = [String: () -> Void]()
    private var parameterRoutes = [RegexRoute]()

    func register(_ route: Route, call: @escaping () -> Void) {
        directRoutes[route.rawValue] = call
    }

    func handle(_ route: Route) {
        directRoutes[route.rawValue]?()
    }
}

enum Route: String {
    case market
    case questShop
}

final class SnackCenter {
    static let shared = SnackCenter()
    private var queue: [String] = []
    func showSnack(withProps props: String) { queue.append(props) }
}

final class ItemsController: UIViewController {
    @objc func footerTapped() {
        RouterHandler.shared.handle(.market)
    }
}

final class AuthPhoneController: UIViewController {
    func phoneRejected() {
        SnackCenter.shared.showSnack(withProps: "Invalid phone number")
    }
}
```

### An alert shown if needed

```swift
import UIKit

final class IAPManager {
    static let shared = IAPManager()
    private var isPro = false
    func showUpgradeAlertIfNeeded() {
        guard !isPro else { return }
        isPro = true
    }
}

final class NewsFeedViewController: UIViewController {
    @objc func likeTapped() { IAPManager.shared.showUpgradeAlertIfNeeded() }
}
```

### A snack named last, a launch manager the app delegate builds

```swift
final class SnackCenter {
    static let shared = SnackCenter()
    private var queue: [String] = []
    func showInDevelopmentSnack() { queue.append("In development") }
}

final class MainController: UIViewController {
    @objc func newProductTapped() { SnackCenter.shared.showInDevelopmentSnack() }
}

final class AutoBackupManager {
    static let shared = AutoBackupManager()
    private var scheduled = false
    func scheduleBackup() { scheduled = true }
}

final class LaunchManager {
    func initialise() { AutoBackupManager.shared.scheduleBackup() }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let launchManager = LaunchManager()
    func applicationDidFinishLaunching(_ application: UIApplication) { launchManager.initialise() }
}
```

### An entity fetched through its generated `fetchRequest()`, beside an API model nested under its name, and a Combine extension

```swift file=Sources/Models/Chain+Queries.swift
import CoreData

extension Chain {
    static func by(id: String) -> Chain? {
        let request = Chain.fetchRequest()
        request.predicate = NSPredicate(format: "id == %@", id)
        return try? AppHub.shared.coreDataStack.viewContext.fetch(request).first
    }
}
```

```swift file=Sources/Services/GatewayModels.swift
enum GatewayModels {
    struct Chain: Decodable {
        let id: String
    }
}
```

```swift file=Sources/UI/LoadingModel.swift
import Combine
import CoreData

extension Publisher {
    func selectedChain() -> AnyPublisher<Chain?, Error> {
        tryMap { _ in try AppHub.shared.coreDataStack.viewContext.fetch(Chain.fetchRequest()).first }
            .eraseToAnyPublisher()
    }
}
```

```swift file=Sources/App/AppHub.swift
import CoreData

final class CoreDataStack {
    let viewContext = NSPersistentContainer(name: "Model").viewContext
}

final class AppHub {
    static let shared = AppHub()
    let coreDataStack = CoreDataStack()
}
```

### An entity watched through a fetched-results controller, and helpers every entity adopts

```swift file=Sources/Model/Preferences+Shared.swift
import Foundation

extension Preferences {
    static var current: Preferences {
        let preferences = fetchAll().first ?? create()
        StoreManager.shared.saveMainContext()
        return preferences
    }
}
```

```swift file=Sources/Model/ManagedObjectFetching.swift
import CoreData

protocol ManagedObjectFetching {}

extension ManagedObjectFetching where Self: NSManagedObject {
    static var mainContext: NSManagedObjectContext { StoreManager.shared.mainContext }
    static func create(context: NSManagedObjectContext? = nil) -> Self {
        Self(context: context ?? mainContext)
    }
    static func fetchAll() -> [Self] { [] }
}
```

```swift file=Sources/Screens/SettingsViewController.swift
import CoreData
import UIKit

final class SettingsViewController: UITableViewController {
    private var preferencesController: NSFetchedResultsController<Preferences>?
}
```

```swift file=Sources/Model/StoreManager.swift
import CoreData

final class StoreManager {
    static let shared = StoreManager()
    private let container = NSPersistentContainer(name: "Model")
    var mainContext: NSManagedObjectContext { container.viewContext }
    func saveMainContext() { try? container.viewContext.save() }
}
```

### A player's skin read by the views it draws

```swift
final class ModernSkinEngine {
    static let shared = ModernSkinEngine()
    private(set) var currentSkin: ModernSkin?
    private(set) var currentRenderStyle: RenderStyle = .classic
    func apply(_ skin: ModernSkin) { currentSkin = skin }
}

final class WaveformView: NSView {
    override func draw(_ dirtyRect: NSRect) {
        render(ModernSkinEngine.shared.currentSkin, metal: ModernSkinEngine.shared.currentRenderStyle == .metal)
    }
    func render(_ skin: ModernSkin?, metal: Bool) {}
}
```

### A view asking a skin loader for the default skin

```swift
final class SkinLoader {
    static let shared = SkinLoader()
    private var cache: [String: Skin] = [:]
    func loadDefault() -> Skin { cache["default"] ?? Skin(name: "default") }
}

final class EQView: NSView {
    var skin: Skin?
    override func draw(_ dirtyRect: NSRect) {
        let renderer = SkinRenderer(skin: skin ?? SkinLoader.shared.loadDefault())
        renderer.drawBackground(in: dirtyRect)
    }
}
```

### A cache of rendered previews

```swift
final class DocumentPreviewCache {
    static let shared = DocumentPreviewCache()
    private let cache = NSCache<NSString, NSImage>()
    func preview(for id: String) -> NSImage? { cache.object(forKey: id as NSString) }
    func store(_ image: NSImage, for id: String) { cache.setObject(image, forKey: id as NSString) }
}

final class DocumentRowController: NSViewController {
    let imageView = NSImageView()
    func show(_ id: String) { imageView.image = DocumentPreviewCache.shared.preview(for: id) }
}
```

### A toast library's wrapper

```swift file=Sources/App/Drops/DropManager.swift
import Drops
import UIKit

final class DropManager {
    static let shared = DropManager()
    private var queue: [(title: String, duration: TimeInterval)] = []
    private var isProcessing = false
    private init() {}
    func showDrop(title: String, duration: TimeInterval) {
        queue.append((title, duration))
        if !isProcessing { Drops.show(Drop(title: title)) }
    }
}
```

```swift file=Sources/App/Settings/ModuleSettingsView.swift
struct ModuleSettingsView: View {
    var body: some View {
        Button("Copy") { DropManager.shared.showDrop(title: "Copied", duration: 1) }
    }
}

final class ReaderController: UIViewController {
    func saved() { DropManager.shared.showDrop(title: "Saved", duration: 0.5) }
}
```

### A loading overlay and a dimming layer under any name

```swift
final class SpinnerCoordinator {
    static let shared = SpinnerCoordinator()
    private let spinnerView = SpinnerOverlayView(frame: UIScreen.main.bounds)
    func show(_ isShown: Bool) {
        if isShown { UIApplication.shared.windows.first?.addSubview(spinnerView) } else { spinnerView.removeFromSuperview() }
    }
}

final class ShadeManager: NSObject {
    static let shared = ShadeManager()
    private let shadeView = UIView()
    func showShade(over view: UIView) { view.addSubview(shadeView) }
}

final class CheckoutViewController: UIViewController {
    func submit() {
        SpinnerCoordinator.shared.show(true)
        ShadeManager.shared.showShade(over: view)
    }
}

// Its loading text in a label beside its views.
class Loader: NSObject {
    fileprivate let indicator = ActivityIndicatorView()
    fileprivate let baseView = UIView(frame: UIScreen.main.bounds)
    fileprivate let loadingLabel = UILabel()
    public static var shared: Loader = { Loader() }()

    func show(loadingText: String) {
        loadingLabel.text = loadingText
        UIApplication.shared.windows.first?.addSubview(baseView)
    }
}

class BaseViewController: UIViewController {
    func showHUD() { Loader.shared.show(loadingText: "Loading") }
}

// The content view callers hand it, the window it shows in, its dismissal timer and the
// delegate it tells.
protocol OverlayViewDelegate: AnyObject { func overlayViewDismissed() }

public class OverlayView {
    var delegate: OverlayViewDelegate?
    var overlayView: UIView? { didSet { bgView?.addSubview(overlayView!) } }
    private var bgView: UIView?
    private var window: UIWindow?
    private var timer: Timer?
    static let shared = OverlayView()
    public func showOverlay(with view: UIView? = nil) { overlayView = view }
}

final class ProfileViewController: UIViewController {
    func showBadge() { OverlayView.shared.showOverlay(with: UIView()) }
}
```

### A UIKit screen showing a singleton's state, compared in a call's arguments, a Markdown renderer and a rendered-text cache

```swift
final class SocketManager {
    static let sharedInstance = SocketManager()
    var serverURL: URL?
    var state: Int = 0
    func connect(to url: URL) { serverURL = url; state = 1 }
}

final class MarkdownManager {
    static let shared = MarkdownManager()
    private lazy var parser = [String: String]()
    func transformAttributedString(_ text: String) -> String { parser[text] ?? text }
}

final class MessageTextCacheManager {
    static let shared = MessageTextCacheManager()
    private var cache: [String: String] = [:]
    func message(for id: String) -> String? { cache[id] }
}

final class SignupTableViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = SocketManager.sharedInstance.serverURL?.host
    }
}

final class ChatTitleView: UIView {
    var state: Int = SocketManager.sharedInstance.state {
        didSet { setNeedsLayout() }
    }
}

// Converted in place to another number: the value is what goes on.
final class StatsBarChartView: UIView {
    override func layoutSubviews() {
        let score = max(1.0, CGFloat(SocketManager.sharedInstance.state))
        frame.size.width = score * 2
    }
}

// Compared in place, inside a call's arguments: the answer is what the call gets.
final class TicketCell: UICollectionViewCell {
    @IBOutlet var priceLabel: UILabel!
    func setup(price: String) {
        priceLabel.attributedText = NSAttributedString(
            string: price,
            attributes: [.font: SocketManager.sharedInstance.serverURL?.host == "ae" ? UIFont.boldSystemFont(ofSize: 13) : UIFont.systemFont(ofSize: 13)])
    }
}

final class ChannelInfoDescriptionCell: UITableViewCell {
    func show(_ text: String) {
        textLabel?.text = MarkdownManager.shared.transformAttributedString(text)
        detailTextLabel?.text = MessageTextCacheManager.shared.message(for: text)
    }
}

final class StatusCell: UITableViewCell {
    var playing = false
    func configure() {
        if let url = SocketManager.sharedInstance.serverURL {
            playing = url.isFileURL
        }
    }
}

final class ServerNode: ASCellNode {
    let hostNode = ASTextNode()
    func configure() {
        guard let host = SocketManager.sharedInstance.serverURL?.host else { return }
        hostNode.attributedText = NSAttributedString(string: host)
    }
}
```

### A cell reading stored preferences through a store's getters, and a script library's bridge

```swift
final class WalletStore {
    static let shared = WalletStore()
    var database: [String: Int] = [:]
    func getHideValue() -> Bool {
        return UserDefaults.standard.bool(forKey: "hideValue")
    }
    func getCurrency() -> Int { UserDefaults.standard.integer(forKey: "currency") }
    func saveAccount(_ name: String) { database[name] = 1 }
}

final class BalanceCell: UITableViewCell {
    var position = 0
    func bind(_ amount: String) {
        textLabel?.text = WalletStore.shared.getHideValue() ? "✱✱✱✱" : amount
        accessoryType = (WalletStore.shared.getCurrency() == position) ? .checkmark : .none
    }
}

final class ScriptBridge {
    static let shared = ScriptBridge()
    private var context = JSContext()
    fileprivate var entry: JSValue!
    func call(_ key: String, _ arguments: [Any]) -> String { entry.invokeMethod(key, withArguments: arguments).toString() }
}

final class AddressFieldSheet: UIViewController {
    func validate(_ text: String) -> Bool { ScriptBridge.shared.call("validateAddress", [text]) == "true" }
}
```

### A view modifier and a namespace of view builders presenting, a container's own initializer

```swift
final class Coordinator {
    static let shared = Coordinator()
    private var sheets: [String] = []
    func present(info: String) { sheets.append(info) }
}

final class ThemeManager {
    static let shared = ThemeManager()
    private var current = "light"
    func apply() { current = "dark" }
}

struct Informed: ViewModifier {
    let info: String
    func body(content: Content) -> some View {
        content.onTapGesture { Coordinator.shared.present(info: info) }
    }
}

enum WalletInfoView {
    @ViewBuilder static func infoView(info: String) -> some View {
        Button("Info") { Coordinator.shared.present(info: info) }
    }
}

final class Core {
    static let shared = Core()
    let accountManager: AccountManager
    let walletManager: WalletManager
    let coinManager: CoinManager
    let rateManager: RateManager
    let themeManager: ThemeManager

    init() {
        accountManager = AccountManager()
        walletManager = WalletManager()
        coinManager = CoinManager()
        rateManager = RateManager()
        themeManager = ThemeManager.shared
    }
}
```

### A label, a button and a toolbar asking the theme for their colours

```swift
final class ThemeManager {
    static let shared = ThemeManager()
    private var current = "dark"
    func secondaryDark() -> UIColor { current == "dark" ? .black : .white }
    func barStyle() -> UIBarStyle { current == "dark" ? .black : .default }
}

class TitleLabel: UILabel {
    func updateColors() { textColor = ThemeManager.shared.secondaryDark() }
}

final class SecondaryButton: UIButton {
    func updateColors() { imageView?.tintColor = ThemeManager.shared.secondaryDark() }
}

final class TransparantNavigationBar: UINavigationBar {
    func setupLayout() { barStyle = ThemeManager.shared.barStyle() }
}

extension ThemeManager {
    func messageWithLinkText(message: String) -> NSAttributedString { NSAttributedString(string: message) }
    func containerMargins() -> UIEdgeInsets { current == "dark" ? .zero : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
}

final class MessagesTileView: UIView {
    let label = UILabel()
    func setup() {
        label.attributedText = ThemeManager.shared.messageWithLinkText(message: "Hi")
        layoutMargins = ThemeManager.shared.containerMargins()
    }
}

// A theme a function hands out, kept in a local by a window controller.
class Themer: NSObject {
    private static var sharedInstance = Themer()
    private var themeIndex = 0
    class func shared() -> Themer { sharedInstance }
    func set(theme: Int) { themeIndex = theme }
    func mainBackgroundColor() -> NSColor { themeIndex == 0 ? .white : .black }
    func calendarTabImage() -> NSImage { NSImage() }
}

final class OneWindowController: NSWindowController {
    func setupToolbar() {
        let themer = Themer.shared()
        window?.backgroundColor = themer.mainBackgroundColor()
        window?.toolbar?.items.first?.image = themer.calendarTabImage()
    }
}
```

### A global actor

```swift
@globalActor
actor AnalyticsQuery {
    static let shared = AnalyticsQuery()
    func refresh() async {}
}

struct AnalyticsJob {
    func run() async {
        await AnalyticsQuery.shared.refresh()
    }
}
```

### Types nested in the singleton

```swift
final class TransferMeter {
    static let shared = TransferMeter()
    func record(_ bytes: Int) {}

    private final class Coalescer {
        func drain() { TransferMeter.shared.record(0) }
    }
}

extension TransferMeter {
    final class RecommendationSource {
        func flush() { TransferMeter.shared.record(1) }
    }
}

extension TransferMeter.RecommendationSource {
    func reset() { TransferMeter.shared.record(0) }
}
```

### A subclass of `UserDefaults` read by screens

```swift file=Sources/Preferences/DefaultsOverride.swift
public class DefaultsOverride: UserDefaults {
    static let standardOverride = DefaultsOverride()
    private var cachedPrefs: [String: Any] = [:]
    private convenience init() { self.init(suiteName: nil)! }
    func refreshCachedPrefs() { cachedPrefs = dictionaryRepresentation() }
}
```

```swift file=Sources/Login/LoginWindowController.swift
final class LoginWindowController: NSWindowController {
    override func windowDidLoad() {
        window?.alphaValue = DefaultsOverride.standardOverride.double(forKey: "loginWindowAlpha")
    }
}
```

### A settings store keeping a static setting in `UserDefaults`

```swift file=Sources/Utility/PreferenceManager.swift
public final class PreferenceManager {
    public static let shared = PreferenceManager()

    @UserDefaultWrapper(key: "user", defaultValue: nil)
    public static var user: UserInfo?

    public func setUserInfo(_ info: UserInfo?) { PreferenceManager.user = info }
}

@propertyWrapper
public final class UserDefaultWrapper<T: Codable> {
    private let key: String
    private let defaultValue: T?
    init(key: String, defaultValue: T?) {
        self.key = key
        self.defaultValue = defaultValue
    }
    public var wrappedValue: T? {
        get { UserDefaults.standard.data(forKey: key).flatMap { try? JSONDecoder().decode(T.self, from: $0) } ?? defaultValue }
        set { UserDefaults.standard.set(try? JSONEncoder().encode(newValue), forKey: key) }
    }
}
```

```swift file=Sources/MyPage/MyPageViewController.swift
final class MyPageViewController: UIViewController {
    func signedOut() { PreferenceManager.shared.setUserInfo(nil) }
}
```

### Night-mode colours and fonts asked of the app's helper, a screen set as a delegate, a property nothing reads

```swift file=Sources/Helpers/Utilities.swift
import UIKit

class Utilities {
    static let shared = Utilities()
    private var bookCache: [String: String] = [:]
    func getTextColor() -> UIColor { bookCache.isEmpty ? .white : .black }
    func getFont(multiplySizeBy: Float = 1) -> UIFont? { UIFont(name: "Georgia", size: CGFloat(17 * multiplySizeBy)) }
    func getBook(_ id: String) -> String? { bookCache[id] }
}

protocol SyncManagerDelegate: AnyObject { func syncDidFinish() }

final class SyncManager {
    static let shared = SyncManager()
    weak var delegate: SyncManagerDelegate?
    private var pending: [String] = []
    func sync() { pending.removeAll(); delegate?.syncDidFinish() }
}

@Observable
final class OperationManager {
    static let shared = OperationManager()
    var queue: [String] = []
    func start(_ id: String) { queue.append(id) }
}
```

```swift file=Sources/Views/SmallTextLabel.swift
import UIKit

final class SmallTextLabel: UILabel {
    override func awakeFromNib() {
        super.awakeFromNib()
        font = Utilities.shared.getFont(multiplySizeBy: 0.6)
        textColor = Utilities.shared.getTextColor()
    }
}
```

```swift file=Sources/Screens/BookmarksViewController.swift
import UIKit

final class BookmarksViewController: UIViewController, SyncManagerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        SyncManager.shared.delegate = self
    }
    func syncDidFinish() { view.setNeedsLayout() }
}
```

```swift file=Sources/Views/DownloadCard.swift
import SwiftUI

struct DownloadCard: View {
    @Bindable private var operationManager: OperationManager = .shared
    let title: String
    var body: some View { Text(title) }
}
```

### Onboarding flags kept in `UserDefaults` through computed properties

```swift file=Sources/Onboarding/OnboardingManager.swift
import FirebaseAuth

class OnboardingManager {
    static let shared = OnboardingManager()

    func launchPage() -> String {
        Auth.auth().currentUser == nil ? "phone" : (hasConsented ? "main" : "consent")
    }
}

extension OnboardingManager {
    var hasConsented: Bool {
        get { UserDefaults.standard.bool(forKey: "hasConsented") }
        set { UserDefaults.standard.set(newValue, forKey: "hasConsented") }
    }
}
```

```swift file=Sources/Onboarding/ConsentViewController.swift
final class ConsentViewController: UIViewController {
    @IBAction func agreed(_ sender: UIButton) {
        OnboardingManager.shared.hasConsented = true
        performSegue(withIdentifier: "showPermissions", sender: nil)
    }
}
```

### Preferences kept in `UserDefaults` through helpers of the store's own

```swift file=Sources/Settings/PreferencesManager.swift
import Foundation

class PreferencesManager: NSObject {
    static let shared = PreferencesManager()

    enum SettingKey: String {
        case wasOnboardingShown, languageLocale
    }

    var wasOnboardingShown: Bool {
        set { setValue(newValue, forKey: .wasOnboardingShown) }
        get { getValue(forKey: .wasOnboardingShown) as? Bool ?? false }
    }

    var languageLocale: String? {
        set { setValue(newValue, forKey: .languageLocale) }
        get { getValue(forKey: .languageLocale) as? String }
    }

    fileprivate func setValue(_ value: Any?, forKey key: SettingKey) {
        UserDefaults.standard.set(value, forKey: key.rawValue)
    }

    fileprivate func getValue(forKey key: SettingKey) -> Any? {
        UserDefaults.standard.object(forKey: key.rawValue)
    }
}
```

```swift file=Sources/Onboarding/OnboardingViewController.swift
import UIKit

final class OnboardingViewController: UIViewController {
    @IBAction func handleProceedAction(_ sender: Any) {
        PreferencesManager.shared.wasOnboardingShown = true
    }
}
```

### A stateless class named for the defaults whose every method reads or writes them

```swift file=Sources/Storage/UserDefaultsService.swift
class UserDefaultsService {
    static let shared = UserDefaultsService()
    private init() {}
    enum Field: String { case isOnboardingShown }
    func saveData<T>(_ data: T, key: Field) { UserDefaults.standard.set(data, forKey: key.rawValue) }
    func getData(for key: Field) -> Any? { UserDefaults.standard.value(forKey: key.rawValue) }
}
```

```swift file=Sources/Onboarding/WelcomeViewController.swift
final class WelcomeViewController: UIViewController {
    @IBAction func done(_ sender: UIButton) {
        UserDefaultsService.shared.saveData(true, key: .isOnboardingShown)
        dismiss(animated: true)
    }
}
```

### The root view a SwiftUI `App` builds

```swift file=Sources/App/EnchantedApp.swift
@main
struct EnchantedApp: App {
    var body: some Scene {
        WindowGroup { ApplicationEntry() }
    }
}

struct ApplicationEntry: View {
    @State private var conversationStore = ConversationStore.shared
    @State private var languageModelStore = LanguageModelStore.shared

    var body: some View {
        ChatView(conversationStore: conversationStore, languageModelStore: languageModelStore)
            .task { await languageModelStore.loadModels() }
    }
}
```

```swift file=Sources/Stores/Stores.swift
@Observable final class ConversationStore {
    static let shared = ConversationStore()
    var conversations: [String] = []
}

@Observable final class LanguageModelStore {
    static let shared = LanguageModelStore()
    var models: [String] = []
    func loadModels() async {}
}
```

### A root view that only builds the next view hands the root on

```swift file=Sources/App/MorningApp.swift
import SwiftUI

@main
struct MorningApp: App {
    var body: some Scene { WindowGroup { LaunchGate() } }
}

struct LaunchGate: View {
    @State private var isReady = false
    var body: some View {
        Group {
            if isReady { ContentView() } else { ProgressView() }
        }
        .task { isReady = true }
    }
}

struct ContentView: View {
    var body: some View { MainContentView() }
}

struct MainContentView: View {
    var body: some View {
        Text("Today").onOpenURL { url in _ = SignInManager.shared.handle(url) }
    }
}

final class SignInManager {
    static let shared = SignInManager()
    func handle(_ url: URL) -> Bool { true }
}
```

### The root object an `App` builds, a benchmark's timer, a window's controller, a live seam

```swift
@main
struct ChatApp: App {
    @StateObject private var runtime = ChatRuntime()
    var body: some Scene { WindowGroup { Text("Chat") } }
}

final class InboxStore {}
final class PeerStore {}
final class ChatModel {
    init(inbox: InboxStore, peers: PeerStore) {}
}

final class ChatRuntime: ObservableObject {
    let chat: ChatModel
    init() {
        chat = ChatModel(inbox: InboxStore(), peers: PeerStore())
    }
    func start() { RelayConnection.shared.connect() }
}

final class RelayConnection {
    static let shared = RelayConnection()
    private var sockets: [URL] = []
    func connect() { sockets.append(URL(fileURLWithPath: "/")) }
}

final class Benchmark {
    static let shared = Benchmark()
    private var starts: [String: Date] = [:]
    func start(_ label: String) { starts[label] = Date() }
}

final class HotkeyOverlay: NSObject, NSWindowDelegate {
    static let instance = HotkeyOverlay()
    private var window: NSWindow?
    private var lastKeys: [String] = []
    func show(_ key: String) { lastKeys.append(key) }
}

struct RelayDependencies {
    typealias Connect = (_ host: String) -> Void
    var connect: Connect
    static let live = RelayDependencies(
        connect: { host in
            RelayConnection.shared.connect()
        }
    )
}

final class ShortcutRunner {
    private let dependencies: RelayDependencies
    init(dependencies: RelayDependencies = .live) { self.dependencies = dependencies }
    func run(_ key: String) {
        Benchmark.shared.start("run")
        HotkeyOverlay.instance.show(key)
    }
}
```

### Telemetry from screens and coordinators, a sentinel, an HTML parser, a window controller of the app's own, assertion helpers

```swift
enum TrackingEvent { case getStarted, terms }

final class Tracker {
    static let shared = Tracker()
    private var handlers: [String] = []
    func track(event: TrackingEvent) { handlers.append("\(event)") }
    func removeAll() { handlers.removeAll() }
}

final class SupportFlowCoordinator {
    func showTerms() { Tracker.shared.track(event: TrackingEvent.terms) }
}

struct LoginPressPayload { let source: String }

final class CampusAnalytics {
    static let shared = CampusAnalytics()
    private var sent = 0
    func logFirebase(_ payload: LoginPressPayload) { sent += 1 }
}

final class LoginViewController: UIViewController {
    func login() {
        let payload = LoginPressPayload(source: "button")
        CampusAnalytics.shared.logFirebase(payload)
    }
}

final class NilTreeNode {
    static let instance = NilTreeNode()
    private var children: [Int] = []
}

final class TreeNode {
    func bind(to newParent: AnyObject) -> Bool { newParent === NilTreeNode.instance }
}

final class HTMLParsingService {
    static let shared = HTMLParsingService()
    private let cache = NSCache<NSString, NSAttributedString>()
    func parse(_ html: String) -> NSAttributedString {
        if let hit = cache.object(forKey: html as NSString) { return hit }
        let text = NSAttributedString(string: html)
        cache.setObject(text, forKey: html as NSString)
        return text
    }
}

final class ProfileFieldsController: NSObject {
    func render(_ html: String) -> NSAttributedString { HTMLParsingService.shared.parse(html) }
}

final class MiniPlayerWindowController {
    static let shared = MiniPlayerWindowController()
    private var window: NSWindow?
    func close() { window?.close() }
}

struct MiniPlayerButtons: View {
    var body: some View { Button("Close") { MiniPlayerWindowController.shared.close() } }
}
```

```swift file=TestTools/XCTest+Tracking.swift
import XCTest

func XCTAssertTracksNothing(_ body: () -> Void) {
    Tracker.shared.removeAll()
    body()
}
```

### A shared instance wired inside its own builder, an Intents UI extension's principal class

```swift file=Sources/Watch/WatchLink.swift
final class WatchLink {
    static let shared = WatchLink()
    private(set) var currentWorkoutID: UUID?
    func send(_ id: UUID) { currentWorkoutID = id }
}
```

```swift file=Sources/Storage/WorkoutStorage.swift
final class WorkoutStorage {
    static let shared: WorkoutStorage = {
        let storage = WorkoutStorage()
        storage.onChange = { id in
            storage.pending.append(id)
            WatchLink.shared.send(id)
        }
        return storage
    }()
    var onChange: (UUID) -> Void = { _ in }
    var pending: [UUID] = []
}
```

```swift file=Sources/IntentsUI/IntentViewController.swift
final class IntentViewController: UIViewController, INUIHostedViewControlling {
    func configureView(for parameters: Set<INParameter>) {
        WorkoutStorage.shared.pending.removeAll()
    }
}
```

### A screen presented through the app's presenter, the audio session's wrapper, a root object built in its properties

```swift file=Sources/App/PresentationCenter.swift
final class PresentationCenter: NSObject {
    static let manager = PresentationCenter()
    private var stack: [UIViewController] = []
    func present(viewController: UIViewController, sender: UIViewController) { stack.append(viewController) }
    func popPresentationStack() { stack.removeLast() }
}
```

```swift file=Sources/App/AudioSession.swift
final class AudioSession {
    static let shared = AudioSession()
    private var users = 0
    func startUsing() { users += 1 }
}
```

```swift file=Sources/App/StreamApp.swift
final class ChatReader {}
final class Recorder {}
final class Uploader {}

@main
struct StreamApp: App {
    @StateObject private var model = StreamModel()
    var body: some Scene {
        WindowGroup { Text("Live") }
    }
}

final class StreamModel: ObservableObject {
    let chat = ChatReader()
    let recorder = Recorder()
    let uploader = Uploader()
    func startWorkout() { WorkoutTracker.shared.start() }
}

final class WorkoutTracker {
    static let shared = WorkoutTracker()
    private var running = false
    func start() { running = true }
}
```

```swift file=Sources/App/ModalUIManager.swift
final class ModalUIManager {
    static let shared = ModalUIManager()
    private var presented: UIViewController?
    func show(_ vc: UIViewController, animated: Bool) { presented = vc }
    func hide(animated: Bool) { presented = nil }
}
```

```swift file=Sources/App/ProfileViewController.swift
final class ProfileViewController: UIViewController {
    func showSeller(_ modal: UIViewController) {
        PresentationCenter.manager.present(viewController: modal, sender: self)
    }
    func close() { PresentationCenter.manager.popPresentationStack() }
}

final class FeedViewController: UIViewController {
    func showFilter(_ vc: UIViewController) {
        ModalUIManager.shared.show(vc, animated: false)
    }
}

final class SettingsViewController: UIViewController {
    func close() { ModalUIManager.shared.hide(animated: true) }
}

final class ToneGenerator {
    func play() { AudioSession.shared.startUsing() }
}
```

### A local notification posted, a progress flag

```swift
import UserNotifications

final class NotifyService: NSObject, UNUserNotificationCenterDelegate {
    static let shared = NotifyService()
    func notify(_ title: String) {
        let content = UNMutableNotificationContent()
        content.title = title
        let request = UNNotificationRequest(identifier: title, content: content, trigger: nil)
        UNUserNotificationCenter.current().add(request)
    }
}

class ProgressModel<Step>: ObservableObject {
    @Published var inProgress = false
    @Published var step: Step?
    func start(_ first: Step) { step = first; inProgress = true }
}

final class InstallModel: ProgressModel<Int> {
    static let shared = InstallModel()
}

struct ExportMenu: Commands {
    var body: some Commands {
        CommandGroup(replacing: .importExport) {
            Button("Export") {
                if InstallModel.shared.inProgress { return }
                NotifyService.shared.notify("Exported")
            }
        }
    }
}
```

### A VoiceOver announcer, a network activity counter, a link's connection flag

```swift
import UIKit

final class AccessibilityManager {
    static let shared = AccessibilityManager()
    private init() {}

    func announce(_ message: String) {
        UIAccessibility.post(notification: .announcement, argument: message)
    }
}

final class InUseCounter {
    static let network = InUseCounter(using: { using in
        UIApplication.shared.isNetworkActivityIndicatorVisible = using
    })

    let using: (Bool) -> Void
    private(set) var count: UInt = 0

    init(using: @escaping (Bool) -> Void) { self.using = using }

    func inc() -> () -> Void {
        count += 1
        if count == 1 { using(true) }
        return { self.count -= 1; if self.count == 0 { self.using(false) } }
    }
}

final class VPNManager {
    static let shared = VPNManager()
    private let session = URLSession(configuration: .default)
    private(set) var ipsecConnected = false
    func connect() { ipsecConnected = true }
}

final class PositionButton: UIButton {
    func select() {
        AccessibilityManager.shared.announce("Position changed")
    }
}

final class DataFetcher {
    func fetch() {
        let done = InUseCounter.network.inc()
        done()
    }
}

final class Stats {
    private var pages = 0
    func pageLoaded() {
        if VPNManager.shared.ipsecConnected { return }
        pages += 1
    }
}
```

### Notices a window shows, an event monitor's republisher, an initializer of closure seams

```swift
protocol SizeFitting {}

final class CapsuleNotice: NSObject, NSWindowDelegate {
    static let shared = CapsuleNotice()
    private var window: (NSWindow & SizeFitting)?
    private var pending: [String] = []
    func publish(_ text: String) { pending.append(text) }
}

final class NoticePanel: NSPanel {}

final class BezelNotificationController {
    static let shared = BezelNotificationController()
    lazy var window = NoticePanel()
    private var queued = 0
    func post(_ text: String) {
        queued += 1
        window.title = text
    }
}

final class LocalEventMonitor: ObservableObject {
    static let shared = LocalEventMonitor()
    @Published var lastKeyCode: UInt16?
    private var monitor: Any?
    func clear() { lastKeyCode = nil }
}

final class RelayDirectory {
    static let shared = RelayDirectory()
    private var relays: [String] = []
    func closest(to area: String) -> [String] { relays }
}

final class PresenceService {
    static let shared = PresenceService()
    private let lookup: (String) -> [String]
    private let announce: (String) -> Void
    private init() {
        lookup = { RelayDirectory.shared.closest(to: $0) }
        announce = { RelayDirectory.shared.closest(to: $0).forEach { print($0) } }
    }
    init(lookup: @escaping (String) -> [String], announce: @escaping (String) -> Void) {
        self.lookup = lookup
        self.announce = announce
    }
}

final class MacroRunner {
    func run(_ name: String) {
        CapsuleNotice.shared.publish(name)
        BezelNotificationController.shared.post(name)
        LocalEventMonitor.shared.clear()
    }
}
```

### A static member and a private type beside the singleton's declaration

```swift file=Sources/App/Settings/SettingsWindow.swift
enum SettingsWindow {
    static func open() {
        SettingsModel.shared.startTimer()
    }
}

final class SettingsModel: ObservableObject {
    static let shared = SettingsModel()
    @Published var previewing = false
    private var timer: Timer?
    func startTimer() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
}

private struct PreviewBadge: View {
    var body: some View {
        Text(SettingsModel.shared.previewing ? "Preview" : "").onTapGesture { SettingsModel.shared.startTimer() }
    }
}
```

### DI containers, hand-made locators and wiring types

A lookup through a container's or a locator's shared instance is `service_locator`'s one
finding (`ServiceLocator.shared.analytics`), never also a singleton access.

```swift
final class AppContainer {
    static let shared = AppContainer()
    func register<T>(_ type: T.Type, _ make: () -> T) {}
    func reset() {}
}

final class ServiceLocator {
    static var shared: ServiceLocator!
    var analytics: Analytics
    init(analytics: Analytics) { self.analytics = analytics }
    func logLaunch() { analytics.track("launch") }
}

final class Analytics {
    func track(_ event: String) {}
}

final class SearchView {
    func search() {
        ServiceLocator.shared.analytics.track("search")
    }
}

final class ProfileViewModel {
    func load() {
        let api = AppContainer.shared.api()
        AppContainer.shared.reset()
    }
}

final class ProfileFactory {
    private let container: AppContainer
    init(container: AppContainer) { self.container = container }
    func make() -> ProfileViewModel {
        _ = NetworkManager.shared
        return ProfileViewModel()
    }
}

final class NetworkManager {
    static let shared = NetworkManager()
}
```

```swift
import Swinject

protocol Injector {
    var container: Container { get }
    static var shared: any Injector { get }
}

extension Injector {
    func resolve<T>(_ type: T.Type) -> T { container.resolve(T.self)! }
}

final class NewsInjector: Injector {
    let container: Container
    static var shared: any Injector = NewsInjector()

    private init() {
        container = Container()
        registerDependencies()
    }

    private func registerDependencies() {
        container.register(NewsViewModel.self) { resolver in
            NewsViewModel(repository: resolver.resolve(NewsRepository.self)!)
        }
    }
}

struct NewsDestination: View {
    @StateObject private var viewModel = NewsInjector.shared.resolve(NewsViewModel.self)
    var body: some View { Text("News") }
}
```

### Registration code and file-private singletons

```swift
final class NetworkManager {
    static let shared = NetworkManager()
    private var session: URLSession?
    func configure() { session = URLSession(configuration: .default) }
    func fetch() async throws {}
}

final class NetworkRegistrant {
    func registerDependency(container: Container) {
        container.register(NetworkManager.self) { _ in NetworkManager.shared }
    }
}

extension FeedClient: DependencyKey {
    static let liveValue = FeedClient(fetch: { try await liveService().fetch() })

    private static func liveService() -> NetworkManager {
        NetworkManager.shared.configure()
        return NetworkManager.shared
    }
}

struct Message {
    fileprivate var storage = Storage.defaultInstance
}

final class LoggingService {
    static let shared = LoggingService()
    func info(_ message: String) {}
}

final class PlayerService {
    func play() { LoggingService.shared.info("play") }
}

extension Message {
    fileprivate final class Storage {
        static let defaultInstance = Storage()
    }
}

final class AppCore {
    static let shared = AppCore()
    let composer = Composer()
}

final class Composer {
    func traits() -> [String] { [] }
}

private struct ComposerKey: EnvironmentKey {
    static var defaultValue: Composer = AppCore.shared.composer
}
```

### Constant reads, constant tables and injection by argument

```swift
final class Constants {
    static let main = Constants()
    private var platform: PlatformConstants
    let cacheSize = 500_000_000
    let title: String = "Mlem"
    private init() { platform = .phone }
    var standardSpacing: CGFloat { platform.standardSpacing }
    var doubleSpacing: CGFloat { 2 * standardSpacing }
}

struct PlatformConstants {
    static let phone = PlatformConstants(standardSpacing: 10)
    var standardSpacing: CGFloat
}

public final class ThemeColors: NSObject {
    public static let shared = ThemeColors()
    public let brand: UIColor
    public let label = UIColor(named: "label")
    override init() { brand = .systemGreen }
}

final class Formatters {
    init(themeColors: ThemeColors) {}
}

final class NetworkManager {
    static let shared = NetworkManager()
    func get(_ path: String) {}
}

final class FeedLoader {
    init(network: NetworkManager, retries: Int) {}
}

struct PostRow: View {
    let colors = ThemeColors.shared
    var body: some View {
        VStack(spacing: Constants.main.standardSpacing) {
            Text("").padding(Constants.main.doubleSpacing)
            Text("").foregroundColor(Color(ThemeColors.shared.brand))
        }
    }
    func formatters() -> Formatters { Formatters(themeColors: ThemeColors.shared) }
    func loader() -> FeedLoader { FeedLoader(network: NetworkManager.shared, retries: 3) }
}

final class FindPanelController: NSWindowController {
    static let shared = FindPanelController()
}

final class TextFinder {
    func showPanel() { FindPanelController.shared.showWindow(nil) }
}

private let sharedHelper = FileSystemHelper()

class FileSystemHelper: NSObject {
    class var shared: FileSystemHelper { return sharedHelper }
    let encoding = String.Encoding.utf8
    let alignment = NSTextAlignment.center
}

final class RecordWriter {
    func data(_ text: String) -> Data? { text.data(using: FileSystemHelper.shared.encoding) }
}

final class IncomingCallBanner: UIView {
    static var current: IncomingCallBanner?
}

class RootTabBarController: UITabBarController {
    private(set) static weak var shared: RootTabBarController?
    func open(_ link: URL) {}
}

class BaseScreen: UIViewController {}

final class PlayerScreen: BaseScreen {
    static let shared = PlayerScreen()
    func stop() {}
}

final class SearchScreen: BaseScreen {
    func select(_ link: URL) {
        PlayerScreen.shared.stop()
        RootTabBarController.shared?.open(link)
    }
}

final class PhotoCollection {
    static let empty = PhotoCollection()
}

final class CallSession {
    func hangUp() -> PhotoCollection {
        IncomingCallBanner.current?.removeFromSuperview()
        return PhotoCollection.empty
    }
}

struct RootView: View {
    var body: some View {
        ContentView()
            .environment(NetworkManager.shared)
            .environmentObject(NetworkManager.shared)
    }
}

struct DeviceInfo {
    var model = ""
    var cores = 0
    var serialNumber: String?
}

public final class SystemKit {
    public static let shared = SystemKit()
    public var device: DeviceInfo = DeviceInfo()
    init() {
        device.model = "Mac14,2"
        (device.cores, self.device.serialNumber) = (8, nil)
    }
}

final class CPUPopup: NSStackView {
    func rows() -> Int { SystemKit.shared.device.cores }
}

final class TelemetryService {
    func payload() -> [String] { [SystemKit.shared.device.model, SystemKit.shared.device.serialNumber ?? ""] }
}

final class AvatarManager {
    static let instance = AvatarManager()
    var defaultAvatar: UIImage {
        return UIImage(named: "defaultAvatar")!;
    }
    func avatar(for jid: String) -> UIImage? { nil }
}

final class CallManager {
    private(set) static var instance: CallManager?
    func call(_ jid: String) {}
}

final class ChatsListViewController: UIViewController {
    func placeholder() -> UIImage { AvatarManager.instance.defaultAvatar }
    var canCreateMeeting: Bool { CallManager.instance != nil }
}

final class EmptyFeed: NSObject, UITableViewDataSource {
    static let shared = EmptyFeed()
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

final class FeedService {
    func reset(_ tableView: UITableView) { tableView.dataSource = EmptyFeed.shared }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var shared: SceneDelegate?
    var window: UIWindow?
}

final class ReaderSettingsPanel {
    var style: UIUserInterfaceStyle { SceneDelegate.shared?.window?.traitCollection.userInterfaceStyle ?? .light }
}

class ParetoCheck {
    func run() {}
}

final class FirewallCheck: ParetoCheck {
    static let sharedInstance = FirewallCheck()
}

final class AirDropCheck: ParetoCheck {
    static let sharedInstance = AirDropCheck()
}

final class Claim {
    init(withTitle title: String, withChecks checks: [ParetoCheck]) {}
}

final class AppZoomCheck: ParetoCheck {
    static let sharedInstance = AppZoomCheck()
}

final class Claims {
    var all: [Claim] = []

    static let updateChecks = [
        AppZoomCheck.sharedInstance,
        AirDropCheck.sharedInstance,
    ]

    func refresh() {
        all = [
            Claim(withTitle: "Firewall & Sharing", withChecks: [
                FirewallCheck.sharedInstance,
                AirDropCheck.sharedInstance,
            ]),
            Claim(withTitle: "Updates", withChecks: Claims.updateChecks + [FirewallCheck.sharedInstance, AppZoomCheck.sharedInstance]),
        ]
    }
}
```

### Helper calls that work on what the caller passes

```swift
final class ImageSizeService {
    static let shared = ImageSizeService()
    private var cache: [URL: CGSize] = [:]
    func calculate(for url: URL) -> CGSize { cache[url] ?? .zero }
    func calculate(width: Double, height: Double, containerWidth: Double) -> CGSize {
        CGSize(width: containerWidth, height: height * containerWidth / width)
    }
}

struct PhotoRow: View {
    let width: Double
    let height: Double
    var body: some View {
        let size = ImageSizeService.shared.calculate(width: width, height: height, containerWidth: 320)
        Color.clear.frame(width: size.width, height: size.height)
    }
}

enum StoreError: Error {
    case fetch(String)
}

final class CoreDataStack {
    static let shared = CoreDataStack()
    let persistentContainer = NSPersistentContainer(name: "Model")

    func fetchEntities(named entity: String, onContext context: NSManagedObjectContext) throws -> [Any] {
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: entity)
        guard let objects = try? context.fetch(request) else { throw StoreError.fetch(entity) }
        return objects
    }
}

final class HistoryModel {
    let context: NSManagedObjectContext
    init(context: NSManagedObjectContext) { self.context = context }
    func load() throws -> [Any] {
        try CoreDataStack.shared.fetchEntities(named: "Entry", onContext: context)
    }
    func finish(_ id: String) {
        CoreDataStack.shared.markRead(id: id, context: context)
    }
}

final class Saver: NSObject {
    static let helper = Saver()
    var underCompanion = false

    func symbol(_ named: String) -> NSImage? {
        if let path = Bundle(for: Saver.self).path(forResource: fallbackName(named), ofType: "pdf") {
            return NSImage(contentsOfFile: path)
        }
        return NSImage(systemSymbolName: named, accessibilityDescription: named)
    }

    func accentedSymbol(_ named: String) -> NSImage? {
        symbol(named)?.tinting(with: .controlAccentColor)
    }

    private func fallbackName(_ named: String) -> String {
        named == "cloud" ? "regular.cloud" : named
    }

    func showErrorAlert(question: String, text: String) {
        let alert = NSAlert()
        alert.messageText = question
        alert.informativeText = text
        alert.runModal()
    }
}

final class CryptographyHelper {
    static let shared = CryptographyHelper()
    private init() {}

    func derive(_ secret: String, withSalt salt: Data) throws -> Data {
        var derivedKey = [UInt8](repeating: 0, count: 64)
        let status = CCKeyDerivationPBKDF(
            CCPBKDFAlgorithm(kCCPBKDF2), secret, secret.utf8.count, Array(salt), salt.count,
            CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA512), 50_000, &derivedKey, derivedKey.count)
        guard status == kCCSuccess else { return Data() }
        return Data(derivedKey)
    }
}

final class SetupPasscodeViewController: UIViewController {
    func key(for passcode: String, salt: Data) -> Data? {
        try? CryptographyHelper.shared.derive(passcode, withSalt: salt)
    }
}

final class TokenHelper {
    static let shared = TokenHelper()
    private init() {}

    func previousWindow(before date: Date) -> Date? {
        Calendar.current.date(byAdding: .second, value: -30, to: date)
    }
}

final class TimeBasedPasswordCell: UITableViewCell {
    func showPrevious() { _ = TokenHelper.shared.previousWindow(before: Date()) }
}

final class SourcesViewController: NSViewController {
    @IBOutlet var icon: NSImageView!
    override func viewDidLoad() {
        super.viewDidLoad()
        icon.image = Saver.helper.accentedSymbol("cloud")
    }
    func reject(_ url: String) {
        Saver.helper.showErrorAlert(question: "Not a valid URL", text: url)
    }
}
```
```swift file=Sources/App/Store/CoreDataStack+History.swift
extension CoreDataStack {
    func markRead(id: String, context: NSManagedObjectContext?) {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Entry")
        request.predicate = NSPredicate(format: "id == %@", id)
        if let object = (try? context?.fetch(request))?.first {
            object.setValue(Date(), forKey: "lastRead")
        }
    }
}
```

### Ambient services, debug tooling and system entry points

```swift
final class HapticFeedbackService {
    static let shared = HapticFeedbackService()
    func trigger() {}
}

final class LoadingOverlayPresenter {
    static let shared = LoadingOverlayPresenter()
    private var overlay: UIView?
    func show() {}
}

final class OffersAdminPresenter {
    func approve() { LoadingOverlayPresenter.shared.show() }
}

public final class ActivityIndicator {
    public static let shared = ActivityIndicator()
    private let spinner = UIActivityIndicatorView(style: .large)
    private var requests = 0
    public func startAnimating() { requests += 1 }
}

public final class WalWalAlert: NSObject {
    public static let shared = WalWalAlert()
    private let dimView = UIView()
    private var completion: (() -> Void)?
    public func showOkAlert(title: String) {}
}

final class InAppNotificationService {
    static let shared = InAppNotificationService()
    private var queue: [String] = []
    func showError(_ message: String) { queue.append(message) }
}

final class ImageLoaderService {
    static let shared = ImageLoaderService()
    private var tasks: [URL: Int] = [:]
    func load(_ url: URL) -> UIImage? { tasks[url] = 1; return nil }
}

final class ProfilePictureCache {
    static let shared = ProfilePictureCache()
    private var images: [URL: UIImage] = [:]
    func image(for url: URL) -> UIImage? { images[url] }
}

final class NCBrandColor {
    static let shared = NCBrandColor()
    var brandTextColor: UIColor = .white
}

final class FormatterService {
    static let shared = FormatterService()
    private var cache: [Date: String] = [:]
    func format(_ date: Date) -> String { cache[date] ?? "" }
}

final class MissionViewModel {
    func submit() {
        ActivityIndicator.shared.startAnimating()
        WalWalAlert.shared.showOkAlert(title: "Done")
        InAppNotificationService.shared.showError("Failed")
    }
    func avatar(_ url: URL) -> UIImage? { ProfilePictureCache.shared.image(for: url) }
    func poster(_ url: URL) -> UIImage? { ImageLoaderService.shared.load(url) }
    func due(_ date: Date) -> String { FormatterService.shared.format(date) }
    func tint() -> UIColor { NCBrandColor.shared.brandTextColor }
}

final class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.tintColor = NCBrandColor.shared.brandTextColor
    }
}

// Timing calls to a performance instrument, sent on to its destinations as a logger's lines are.
public final class PerformanceTracker {
    public static let shared = PerformanceTracker()
    private var pendingSessions: [String: Date] = [:]
    public func start(_ feature: String) {}
    public func end(_ feature: String) {}
}

final class MatchesConnector {
    func load() {
        PerformanceTracker.shared.start("matches")
        PerformanceTracker.shared.end("matches")
    }
}

// A getter building the type anew: a factory, whatever its name.
final class MockHeaderViewModel {
    static var `default`: MockHeaderViewModel { MockHeaderViewModel(title: "Sample") }
    init(title: String) {}
    func load() {}
}

final class HeaderCatalog {
    func show() { MockHeaderViewModel.default.load() }
}

// Haptics players under any name: they keep a haptic engine or feedback generators.
final class FeedbackGenerator {
    static let shared = FeedbackGenerator()
    private let notificationGenerator = UINotificationFeedbackGenerator()
    private let selectionGenerator = UISelectionFeedbackGenerator()
    func triggerSelection() { selectionGenerator.selectionChanged() }
}

struct ItemRowView: View {
    var body: some View { Button("Add") { FeedbackGenerator.shared.triggerSelection() } }
}

final class Hap {
    static var shared = Hap()
    private var engine: CHHapticEngine?
    func play(intensity: Float) {}
}

// A player of the chimes it loads from the bundle, and a cue passing calls on to it.
final class AudioManager {
    static let shared = AudioManager()
    private var successPlayer: AVAudioPlayer?
    private var failurePlayer: AVAudioPlayer?
    private var isInitialized = false
    func preload() {
        if let url = Bundle.main.url(forResource: "failure", withExtension: "caf") {
            failurePlayer = try? AVAudioPlayer(contentsOf: url)
        }
    }
    func playFailure() { failurePlayer?.play() }
}

final class FailureFeedbackManager {
    static let shared = FailureFeedbackManager()
    private init() {}
    func playFailureFeedback() {
        AudioManager.shared.playFailure()
        Hap.shared.play(intensity: 1)
    }
}

final class GameViewModel {
    func wrongGesture() {
        AudioManager.shared.playFailure()
        FailureFeedbackManager.shared.playFailureFeedback()
    }
}

// A hand-made notification centre: every stored property is a collection of callbacks.
final class ApplicationManager {
    static let shared = ApplicationManager()
    private var closuresToRunWhenAppDidEnterBackground = [String: (() -> Void)]()
    func addClosureToRunWhenAppDidEnterBackground(key: String, closure: @escaping () -> Void) {
        closuresToRunWhenAppDidEnterBackground[key] = closure
    }
}

// A wrapper of the notification centre keeping each observer's token to remove it later.
final class NotificationHelper {
    static let shared = NotificationHelper()
    private var singleInstances = [String: NSObjectProtocol]()
    private let lockable = NSRecursiveLock()
    func listen(to name: Notification.Name, distinctBy key: String, _ callback: @escaping (Notification) -> Void) {
        lockable.lock()
        defer { lockable.unlock() }
        singleInstances[name.rawValue + key] = NotificationCenter.default.addObserver(
            forName: name, object: nil, queue: nil, using: callback)
    }
}

final class ReadingView: UIView {
    func swipe() { Hap.shared.play(intensity: 0.5) }
    func watch() { NotificationHelper.shared.listen(to: .init("sync"), distinctBy: "reading") { _ in } }
}

final class BluetoothPeripheralManager {
    init() {
        ApplicationManager.shared.addClosureToRunWhenAppDidEnterBackground(key: "bt") {}
    }
}

final class ThemeService {
    static let shared = ThemeService()
    var theme: Theme = DefaultTheme()
}

final class KeyboardManager {
    static let shared = KeyboardManager()
    var height: CGFloat = 0
}

final class QuestCell: UITableViewCell {
    func configure() {
        backgroundColor = ThemeService.shared.theme.contentBackgroundColor
        ThemeService.shared.applyPrincipalBackground(contentView)
        ThemeService.shared.customize(item: tabBarItem, for: .quests)
        applyTheme(theme: ThemeService.shared.theme)
        _ = KeyboardManager.shared.height
        ThemeService.shared.register(client: self)
        imageView?.image = ThemeService.shared.image(for: "folder")
    }

    deinit { ThemeService.shared.unregister(client: self) }
}

final class VendorServices {
    static let shared = VendorServices()
    var appName: String { Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "" }
    var isBranded: Bool { Bundle.main.bundleIdentifier != "com.owncloud.ios-app" }
    var bundleID: String? { Bundle.main.bundleIdentifier }
}

final class StoreLinkService {
    func appStoreURL() -> URL? {
        guard let id = VendorServices.shared.bundleID else { return nil }
        return URL(string: "https://apps.example.com/\(id)")
    }
}

final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        title = VendorServices.shared.appName
        navigationItem.prompt = VendorServices.shared.isBranded ? nil : "ownCloud"
    }
}

final class SessionStore {
    static let shared = SessionStore()
    func reset() {}
}

struct SaveButton: View {
    var body: some View {
        Button("Save") { HapticFeedbackService.shared.trigger() }
    }
}

final class NoticeController {
    static let shared = NoticeController()
    private var current: String?
    func present(_ text: String) { current = text }
}

final class CrashLoggingShim {
    static let shared = CrashLoggingShim()
    var isEnabled = true
    func logError(_ message: String) {}
}

final class NoteListController {
    func trash() {
        NoticeController.shared.present("Note trashed")
        CrashLoggingShim.shared.logError("trash failed")
    }
}

final class LoggerFactory {
    static let shared = LoggerFactory()
    func logger(_ name: String) -> Logger { Logger(subsystem: "app", category: name) }
}

fileprivate var log = LoggerFactory.shared.logger("SendView")

final class StatusBanner {
    static let shared = StatusBanner()
    func showError(_ text: String) {}
}

final class ErrorService {
    static let shared = ErrorService()
    func handle(_ error: Error, message: String) {}
}

final class CrashReporting {
    static let shared = CrashReporting()
    func reportIfNeeded(error: Error) {}
}

final class PresetTranslations {
    static let shared = PresetTranslations()
    var yesForLocale = "Yes"
}

final class DisplayLink {
    static let shared = DisplayLink()
    func addHandler(_ name: String, _ block: @escaping () -> Void) {}
}

struct PresetRow: View {
    var body: some View {
        Button(PresetTranslations.shared.yesForLocale) {
            DisplayLink.shared.addHandler("fade") {}
            ErrorService.shared.handle(CancellationError(), message: "cancelled")
            CrashReporting.shared.reportIfNeeded(error: CancellationError())
        }
    }
}

final class ViewControllerManager {
    static let shared = ViewControllerManager()
    var topViewController: UIViewController?
    var rootController: UITabBarController?
}

final class UserInterfaceContext {
    static let shared = UserInterfaceContext()
    var currentWindow: UIWindow?
}

final class RootViewController: UIViewController {
    func networkDidDrop() {
        UserInterfaceContext.shared.currentWindow?.endEditing(true)
        StatusBanner.shared.showError("No network")
        ViewControllerManager.shared.topViewController?.present(OfflineViewController(), animated: true)
        if let root = ViewControllerManager.shared.rootController {
            root.selectedIndex = 0
        }
    }
}

struct DebugMenuView: View {
    var body: some View {
        Button("Reset session") { SessionStore.shared.reset() }
    }
}

final class ProfileScreen {
    func onShake() {
        #if DEBUG
        SessionStore.shared.reset()
        #endif
    }
}

#if targetEnvironment(simulator)
final class SimulatedTunnelConnection {
    func start() {
        SessionStore.shared.reset()
    }
}
#endif

#if false
final class LegacyRescheduler {
    func run() {
        SessionStore.shared.reset()
    }
}
#endif

struct ResetSessionIntent: AppIntent {
    func perform() async throws -> some IntentResult {
        SessionStore.shared.reset()
        return .result()
    }
}

final class ResetCommand: NSScriptCommand {
    override func performDefaultImplementation() -> Any? {
        SessionStore.shared.reset()
        return nil
    }
}

struct ResetSubcommand: ParsableCommand {
    func run() throws {
        SessionStore.shared.reset()
    }
}

extension ParsableCommand {
    func send(_ request: CommandRequest) {
        SocketClient.shared.send(request)
    }
}

final class AerialView: ScreenSaverView {
    override func startAnimation() {
        SessionStore.shared.reset()
    }
}

final class MarketWidgetViewController: UIViewController, NCWidgetProviding {
    func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {
        SessionStore.shared.reset()
        completionHandler(.newData)
    }
}

struct ListenNowWidgetProvider: TimelineProvider {
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        SessionStore.shared.reset()
    }
}

final class CarPlayDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        SessionStore.shared.reset()
    }
}

final class ComplicationController: NSObject, CLKComplicationDataSource {
    func getTimelineEndDate(for complication: CLKComplication, withHandler handler: @escaping (Date?) -> Void) {
        SessionStore.shared.reset()
        handler(nil)
    }
}

// The steps that go with the next error report: a logger's lines by another name.
final class ErrorActivityTracker {
    static let shared = ErrorActivityTracker()
    private var steps: [String] = []
    func log(_ step: String) {}
}

final class CheckoutModel {
    func pay() { ErrorActivityTracker.shared.log("pay tapped") }
}

// A memoizing formatter, and a queue named for how it runs work.
final class ArticleStringFormatter {
    static let shared = ArticleStringFormatter()
    private var titleCache: [String: String] = [:]
    func truncatedTitle(_ title: String) -> String { titleCache[title] ?? title }
}

final class CoalescingQueue {
    static let standard = CoalescingQueue()
    private var calls: [String] = []
    func add(_ target: AnyObject, _ selector: Selector) {}
}

final class ConcurrentJobQueue {
    static let shared = ConcurrentJobQueue()
    private var jobs: [String] = []
    func addJob(job: String) { jobs.append(job) }
}

final class TimelineCellData {
    let title: String
    init(_ article: String) { title = ArticleStringFormatter.shared.truncatedTitle(article) }
    func queueReload(_ target: AnyObject) { CoalescingQueue.standard.add(target, #selector(NSObject.copy)) }
    func refresh() { ConcurrentJobQueue.shared.addJob(job: "refresh-tokens") }
}

// A picture loader named a manager, a format helper, sound feedback, the developers' settings.
final class ImageManager {
    static let sharedManager = ImageManager()
    private var cache: [URL: UIImage] = [:]
    func loadImage(_ url: URL, into view: UIImageView) {}
}

final class DateFormatHelper {
    static let sharedHelper = DateFormatHelper()
    private var formatters: [String: DateFormatter] = [:]
    func longLocalizedFormat(_ date: Date) -> String { "" }
}

final class SoundEffectManager {
    static let shared = SoundEffectManager()
    private var players: [String: AnyObject] = [:]
    func playSound(_ name: String) {}
}

final class EpisodeHeaderView: UIView {
    func show(_ url: URL, _ date: Date, in view: UIImageView) -> String {
        ImageManager.sharedManager.loadImage(url, into: view)
        SoundEffectManager.shared.playSound("pull")
        return DateFormatHelper.sharedHelper.longLocalizedFormat(date)
    }
}

struct WatchDeveloperSettingsView: View {
    var body: some View { Button("Reset session") { SessionStore.shared.reset() } }
}

struct DevSettingsView: View {
    var body: some View { Button("Reset session") { SessionStore.shared.reset() } }
}

final class DeveloperViewModel {
    func resetSession() { SessionStore.shared.reset() }
}

extension URLResponse {
    func resetSession() { SessionStore.shared.reset() }
}
```

### A thumbnail view drawing its picture through the image service, a grid nothing builds

```swift file=Sources/App/GalleryApp.swift
import SwiftUI

@main
struct GalleryApp: App {
    var body: some Scene { WindowGroup { GalleryView(paths: []) } }
}

struct GalleryView: View {
    let paths: [String]
    var body: some View { List(paths, id: \.self) { ThumbnailCell(path: $0) } }
}
```

```swift file=Sources/Images/ImageService.swift
import SwiftUI

final class ImageService {
    static let shared = ImageService()
    private let cache = NSCache<NSString, NSImage>()
    func createThumbnailAsync(from path: String, size: CGFloat) async -> NSImage? { cache.object(forKey: path as NSString) }
    func preview(_ path: String) {}
}
```

```swift file=Sources/Images/ThumbnailCell.swift
import SwiftUI

struct ThumbnailCell: View {
    let path: String
    @State private var image: NSImage?
    var body: some View {
        Text(path).task { image = await ImageService.shared.createThumbnailAsync(from: path, size: 36) }
    }
}

struct ImagePreviewGrid: View {
    let paths: [String]
    var body: some View { ForEach(paths, id: \.self) { path in Text(path).onTapGesture { ImageService.shared.preview(path) } } }
}
```

### A cell fetching its photo from the place a picture store names

```swift
import FirebaseStorage

final class FireStoreStorage {
    static let shared = FireStoreStorage()
    private let storage = Storage.storage().reference()
    private init() {}
    var caffesRef: StorageReference { storage.child("caffes") }
    func getImage(productID: String, reference: StorageReference, completion: @escaping (Data?) -> Void) {
        reference.child(productID).getData(maxSize: 1_048_576) { data, _ in completion(data) }
    }
}

struct CafesCell: View {
    let cafeID: String
    @State private var photo: Data?
    var body: some View {
        Text(cafeID).onAppear {
            FireStoreStorage.shared.getImage(productID: cafeID, reference: FireStoreStorage.shared.caffesRef) { data in
                photo = data
            }
        }
    }
}
```

### A view fetching its picture through a data manager, a wrapper of a library container

```swift
import Swinject
import UIKit

final class PicnicManager {
    static let `default` = PicnicManager()
    func image(forPicnic id: String, completion: @escaping (UIImage?) -> Void) {}
    func uploadImage(_ image: UIImage, forPicnic id: String) {}
    func profilePictureURL(for owner: String, completion: @escaping (URL?) -> Void) {}
}

final class FeaturedCell: UICollectionViewCell {
    let photoView = UIImageView()
    let ownerView = UIImageView()
    func configure(id: String, owner: String) {
        PicnicManager.default.image(forPicnic: id) { [weak self] in self?.photoView.image = $0 }
        PicnicManager.default.profilePictureURL(for: owner) { [weak self] url in self?.ownerView.accessibilityLabel = url?.path }
    }
}

final class ClientContainer {
    static let sharedContainer = ClientContainer()
    var container = Container()
    private init() {
        container.register(Client.self) { _ in APIClient() }
    }
}

final class MainCoordinator {
    func start() {
        let client = ClientContainer.sharedContainer.container.resolve(Client.self)
        client?.connect()
    }
}

protocol Client { func connect() }
final class APIClient: Client { func connect() {} }
```

### A tester screen only a debug button opens, internal settings, the developers' menu, a shared image loader and an image store read by a view

```swift
final class SessionStore {
    static let shared = SessionStore()
    func reset() {}
}

final class ImageLoader {
    static let shared = ImageLoader()
    private let cache = NSCache<NSURL, UIImage>()
    func load(_ url: URL) async -> UIImage? { cache.object(forKey: url as NSURL) }
}

final class TestViewController: UIViewController {
    func resetPressed() {
        SessionStore.shared.reset()
    }
}

final class MainViewController: UIViewController {
    func layoutFooter() {
        #if !PRODUCTION
        let button = UIButton(type: .custom)
        button.addTarget(self, action: #selector(debugButtonTapped), for: .touchUpInside)
        #endif
    }

    @objc private func debugButtonTapped() {
        present(TestViewController(), animated: true)
    }
}

struct InternalSettingsView: View {
    var body: some View {
        Button("Reset session") { SessionStore.shared.reset() }
    }
}

struct DeveloperMenuView: View {
    var body: some View {
        Button("Reset session") { SessionStore.shared.reset() }
    }
}

final class TPPDeveloperSettingsTableViewController: UITableViewController {
    func resetSession() { SessionStore.shared.reset() }
}

final class AsyncImageView: UIImageView {
    private let loader = ImageLoader.shared
}

final class MainAppContext {
    static let shared = MainAppContext()
    let avatarStore = AvatarStore()
}

final class AvatarStore {
    func image(for userID: String) -> UIImage? { nil }
}

final class ChatTitleView: UIView {
    func configure(userID: String, avatarView: AvatarView) {
        avatarView.configure(with: userID, using: MainAppContext.shared.avatarStore)
    }
}
```

### Screen assemblers and flow controllers asking a shared factory, progress HUDs, the locale provider and views navigating

```swift
final class Core {
    static let shared = Core()
    let marketKit = MarketKit()
    let currencyManager = CurrencyManager()
}

final class MarketKit {}
final class CurrencyManager {}
final class SendService { init(marketKit: MarketKit, currencyManager: CurrencyManager) {} }
final class SendViewController: UIViewController { init(service: SendService) { super.init(nibName: nil, bundle: nil) } }
final class SwapService { init(marketKit: MarketKit) {} }

enum SendModule {
    static func viewController() -> UIViewController {
        let currencyManager = Core.shared.currencyManager
        let service = SendService(marketKit: Core.shared.marketKit, currencyManager: currencyManager)
        return SendViewController(service: service)
    }
}

final class SwapModule {
    private let service: SwapService
    init() { service = SwapService(marketKit: Core.shared.marketKit) }
}

final class ModuleInteractorFactory {
    static let shared = ModuleInteractorFactory()
    func aboutModuleInteractor() -> AboutModuleInteractor { AboutModuleInteractor() }
}

final class AboutFlowController: FlowController {
    private weak var parent: AboutFlowControllerParent?

    static func push(in navigationController: UINavigationController, parent: AboutFlowControllerParent) {
        let view = AboutViewController()
        let flowController = AboutFlowController(viewController: view)
        flowController.parent = parent
        let interactor = ModuleInteractorFactory.shared.aboutModuleInteractor()
        view.presenter = AboutPresenter(flowController: flowController, interactor: interactor)
        navigationController.pushViewController(view, animated: true)
    }
}

final class HudHelper {
    static let instance = HudHelper()
    func show(banner: String) {}
}

final class LanguageManager {
    static let shared = LanguageManager()
    var currentLanguage = "en"
}

final class Coordinator {
    static let shared = Coordinator()
    func present(_ url: URL) {}
}

final class App {
    static let shared = App()
    let snackbar = SnackbarPresenter()
}

final class SnackbarPresenter {
    func show(_ message: String) {}
}

struct BackupView: View {
    var body: some View {
        Button(LanguageManager.shared.currentLanguage) {
            HudHelper.instance.show(banner: "copied")
            Coordinator.shared.present(URL(fileURLWithPath: "/"))
            App.shared.snackbar.show("Saved")
        }
    }
}

final class URLRouter {
    static let shared = URLRouter()
    func handleOrOpen(url: URL) {}
}

final class CommentView: UIView, UITextViewDelegate {
    func textView(_ textView: UITextView, shouldInteractWith url: URL, in range: NSRange) -> Bool {
        URLRouter.shared.handleOrOpen(url: url)
        return false
    }
}

final class NavigationManager {
    static let sharedManager = NavigationManager()
    private var miniPlayer: UIView?
    func navigateTo(_ place: String) {}
}

final class PlusLockedInfoView: UIView {
    @IBAction func learnMoreTapped() { NavigationManager.sharedManager.navigateTo("upgrade") }
}

final class WebControllerManager {
    static let shared = WebControllerManager()
    private var currentWebController: UIViewController?
    func presentWebControllerWithURL(_ url: URL, inController controller: UIViewController) {
        currentWebController = controller
    }
}

final class CertificateDetailViewController: UIViewController {
    func displayCertificate(_ url: URL) {
        WebControllerManager.shared.presentWebControllerWithURL(url, inController: self)
    }
}

final class OpenURLModel {
    static let shared = OpenURLModel()
    private var opened: [URL] = []
    func open(url: URL, inApp: Bool = false) { opened.append(url) }
}

struct ShareLinksView: View {
    let webpageURL: URL
    var body: some View {
        Button("Open") { OpenURLModel.shared.open(url: webpageURL, inApp: true) }
    }
}

final class SettingsWindowPresenter {
    enum Deeplink { case general, sources(id: String) }
    static let shared = SettingsWindowPresenter()
    private var pending: [Deeplink] = []
    func present(deeplinkingTo deeplink: Deeplink?) { pending.append(deeplink ?? .general) }
}

struct SourceRow: View {
    let id: String
    var body: some View {
        Text(id).contextMenu {
            Button("Configure...") { SettingsWindowPresenter.shared.present(deeplinkingTo: .sources(id: id)) }
        }
    }
}

final class UserInterfaceController {
    static let shared = UserInterfaceController()
    private var alerts: [String] = []
    var mainViewController: UIViewController = UIViewController()
    func presentAlert(withTitle title: String) { alerts.append(title) }
}

struct RoomInfoFileSection: View {
    var body: some View {
        Button("Share") { UserInterfaceController.shared.presentAlert(withTitle: "Could not share") }
    }
}

final class ReferencePermalinkView: UIView {
    @objc func tapped() {
        UserInterfaceController.shared.mainViewController.present(SafariViewController(), animated: true)
    }
}

final class AllocationTracker {
    static let shared = AllocationTracker()
    private var counts: [String: Int] = [:]
    func addAllocation(_ name: String) { counts[name, default: 0] += 1 }
}

final class ChatController {
    init() { AllocationTracker.shared.addAllocation("ChatController") }
}

final class DeviceInfo {
    static let current = DeviceInfo()
    private var cachedModel: String?
    var isLandscape: Bool { UIDevice.current.orientation.isLandscape }
}

final class PinsMapView: UIView {
    override func layoutSubviews() { isHidden = DeviceInfo.current.isLandscape }
}

final class CoreDataHelper {
    static let shared = CoreDataHelper()
    private var contexts: [NSManagedObjectContext] = []
    func save() {}
}

class StepikEntity: NSManagedObject {}

final class Unit: StepikEntity {
    static func markViewed() { CoreDataHelper.shared.save() }
}

### Defaults the caller can replace, property wrappers and configurations

```swift
final class AppEnvironment {
    static let shared = AppEnvironment()
}

final class OrderService {
    static let shared = OrderService()
    private var pending: [String] = []
    func submit() { pending.removeAll() }
}

final class CheckoutController {
    var submitOrder = { OrderService.shared.submit() }
}

protocol StoreHelperProtocol { func save(_ value: Bool, forKey key: String) }

final class StoreHelper: StoreHelperProtocol {
    static let instance = StoreHelper()
    private var values: [String: Bool] = [:]
    func save(_ value: Bool, forKey key: String) { values[key] = value }
}

final class SettingsManager {
    var storeHelper: StoreHelperProtocol = StoreHelper.instance
}

final class HwWalletManager {
    let persist: ([String]) -> Void
    let coordinator: OrderService
    init(persist: (([String]) -> Void)? = nil, coordinator: OrderService? = nil) {
        self.persist = persist ?? { _ in
            OrderService.shared.submit()
        }
        if let coordinator {
            self.coordinator = coordinator
        } else {
            self.coordinator = OrderService.shared
        }
    }
}

protocol CoreServiceContainerProtocol { func makeLoader() -> OrderService }

final class GlobalServiceFactory {
    private let coreContainer: CoreServiceContainerProtocol
    init(coreContainer: CoreServiceContainerProtocol) { self.coreContainer = coreContainer }
    func makeOrderService() -> OrderService { OrderService.shared }
}

extension AuthorizationApiClient {
    static func create() -> AuthorizationApiClient {
        AuthorizationApiClient(context: .create(), token: { OrderService.shared.submit(); return "" })
    }
}

final class QuizListViewController: UIViewController {
    var env: AppEnvironment = .shared
    var fallback = AppEnvironment.shared

    static func create(env: AppEnvironment) -> QuizListViewController {
        let controller = QuizListViewController()
        controller.env = env
        controller.fallback = env
        return controller
    }
}

final class APIClient {
    static let shared = APIClient()
}

final class SettingsStore {
    static let shared = SettingsStore()
    func changed() {}
}

final class OnboardingConfig {
    static let shared = OnboardingConfig()
    var endpoint = "https://example.com"
}

final class FeedViewModel {
    private let api: APIClient
    init(api: APIClient? = nil) { self.api = api ?? APIClient.shared }
}

final class TPPUserAccount {
    private static let shared = TPPUserAccount()
    class func sharedAccount() -> TPPUserAccount { shared }
    private var credentials: [String: String] = [:]
}

final class NetworkResponder {
    private let credentialsProvider: TPPUserAccount?
    init(credentialsProvider: TPPUserAccount? = nil) { self.credentialsProvider = credentialsProvider }
    func challenge() -> TPPUserAccount { credentialsProvider ?? TPPUserAccount.sharedAccount() }
    func verify(_ check: AgeCheck) { check.verify(userAccountProvider: TPPUserAccount.sharedAccount()) }
}

final class ProfileViewModel {
    private let api: APIClient
    convenience init() { self.init(api: APIClient.shared) }
    init(api: APIClient) { self.api = api }
}

final class OrderViewModel {
    private let api: APIClient
    init(api: APIClient) { self.api = api }
    static func make() -> OrderViewModel { OrderViewModel(api: APIClient.shared) }
}

@propertyWrapper struct GlobalSetting<Value> {
    var stored: Value
    var wrappedValue: Value {
        get { stored }
        set { stored = newValue; SettingsStore.shared.changed() }
    }
}

final class SignInService {
    func endpoint() -> String { OnboardingConfig.shared.endpoint }
}

final class ViewUpdates {
    static let shared = ViewUpdates()
    var feedUpdates = PassthroughSubject<FeedUpdate, Never>()
    let profileUpdates: CurrentValueSubject<ProfileUpdate?, Never> = .init(nil)
}

final class FeedView {
    func refresh(_ update: FeedUpdate) { ViewUpdates.shared.feedUpdates.send(update) }
}

struct PrivacySettingsView: View {
    @ObservedObject var settings = SettingsStore.shared
    var body: some View { Text("Privacy") }
}

final class PoolService {
    static let shared = PoolService()
    private var cache: [String: [String]] = [:]
    func pools(address: String) async throws -> [String] { cache[address] ?? [] }
}

struct SwapInteractor {
    var pools: PoolService = .shared
    var readPools: (String) async throws -> [String] = { try await PoolService.shared.pools(address: $0) }
}

enum PoolReader {
    static func read(address: String) async throws -> [String] { try await PoolService.shared.pools(address: address) }
}

final class UnstakeViewModel {
    private let read: (String) async throws -> [String]
    init(read: @escaping (String) async throws -> [String] = PoolReader.read) { self.read = read }
}
```

### A store kept through the app's own defaults wrapper, a container's own builder, a test double in app code

```swift
@propertyWrapper
final class Persisted<Value: Codable> {
    let key: String
    init(key: String, defaultValue: Value) {
        self.key = key
        wrappedValue = (UserDefaults.standard.data(forKey: key)).flatMap { try? JSONDecoder().decode(Value.self, from: $0) } ?? defaultValue
    }
    var wrappedValue: Value {
        didSet { UserDefaults.standard.set(try? JSONEncoder().encode(wrappedValue), forKey: key) }
    }
}

final class LocalStore {
    static let shared = LocalStore()
    @Persisted(key: "isOnboarded", defaultValue: false) var isOnboarded: Bool
    @Persisted(key: "resumeStep", defaultValue: nil) var resumeStep: Int?
    @Persisted(key: "status", defaultValue: "") var status: String
    @Persisted(key: "lastCheck", defaultValue: nil) var lastCheck: Date?
    @Persisted(key: "exposures", defaultValue: []) var exposures: [String]
}

final class OnboardingViewController: UIViewController {
    func finish() { LocalStore.shared.isOnboarded = true }
}

final class ExposureManagerProvider {
    static let shared = ExposureManagerProvider()
    var manager: ExposureManager = LiveExposureManager()
}

struct AppEnvironment {
    let batchRepository: BatchRepository
    let exposureRepository: ExposureRepository
    let municipalityRepository: MunicipalityRepository
    let efgsRepository: EFGSRepository
    let notificationService: NotificationService
}

extension AppEnvironment {
    static func create() -> AppEnvironment {
        AppEnvironment(
            batchRepository: BatchRepositoryImpl(), exposureRepository: ExposureRepositoryImpl(manager: ExposureManagerProvider.shared.manager),
            municipalityRepository: MunicipalityRepositoryImpl(), efgsRepository: EFGSRepositoryImpl(),
            notificationService: NotificationServiceImpl())
    }
}

final class MockExposureManager: ExposureManager {
    func detectExposures() { LocalStore.shared.lastCheck = Date() }
}
```

### A global name's own declaration, a flag, a default argument and the app's root

```swift
final class WalletManager {
    static let shared = WalletManager()
    var current = Wallet()
    let isTestnet: Bool = false
}

final class Wallet {}

let Wallets = WalletManager.shared
var CurrentWallet: Wallet { return Wallets.current }

final class BalanceViewModel {
    private let wallet: Wallet
    init(wallet: Wallet = Wallets.current) { self.wallet = wallet }
}

@main
struct WalletApp {
    init() { Wallets.current = Wallet() }
}

struct NetworkBadge: View {
    var body: some View { Text(Wallets.isTestnet ? "Testnet" : "") }
}
```

### A screen only reading the app's state through a global name

```swift
final class ApplicationCoreData {
    static let sharedInstance = ApplicationCoreData()
    var user: User?
}

final class User {
    var name = ""
}

let AppCoreData = ApplicationCoreData.sharedInstance

final class EditProfileViewController: UIViewController {
    let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        if let name = AppCoreData.user?.name {
            nameField.placeholder = name
        }
    }
}
```

### An Objective-C bridge

```swift
final class PodcastStore {
    static let shared = PodcastStore()
    var shows: [Show] = []
}

@objc final class PodcastsOnAirBridge: NSObject {
    @objc static var numberOfShows: Int {
        PodcastStore.shared.shows.count
    }
}
```

### A pluggable app delegate's part, a library's type by its module's name, a React Native module

```swift file=Sources/App/Services.swift
final class SyncManager {
    static let shared = SyncManager()
    private var pending: [String] = []
    func sync() { pending.removeAll() }
}

final class WalletManager {
    static let shared = WalletManager()
    private var names: [String: String] = [:]
    func name(for address: String) -> String { names[address] ?? address }
    func rename(_ address: String, to name: String) { names[address] = name }
}
```

```swift file=Sources/App/Start.swift
protocol ApplicationService: UIApplicationDelegate {}

final class DataInitializer: NSObject, ApplicationService {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        SyncManager.shared.sync()
        return true
    }
}

extension WalletKit.ChildAccount {
    func displayName() -> String { WalletManager.shared.name(for: address) }
}

@objc(WalletSwift) final class WalletSwift: NSObject {
    @objc static func rename(_ address: String, to name: String) { WalletManager.shared.rename(address, to: name) }
}
```

### A chat library's types extended in files that import it

```swift file=Sources/App/Stores.swift
final class PeopleStore {
    static let shared = PeopleStore()
    private var users: [String: String] = [:]
    func name(of id: String) -> String { users[id] ?? id }
    func add(_ id: String, name: String) { users[id] = name }
}
```

```swift file=Sources/App/ChatMessage+Extensions.swift
import Foundation
import StreamChat

typealias Message = ChatMessage

extension Message {
    func authorName() -> String { PeopleStore.shared.name(of: authorId) }
}

extension ChatUser {
    func displayName() -> String { PeopleStore.shared.name(of: id) }
}
```

### An alert manager handing each message to a presenter it builds, an error manager's reporters

```swift file=Sources/App/Alerts.swift
final class AlertManager: ObservableObject {
    static let shared = AlertManager()
    func emitError(_ message: String) { AlertPresenter().show(message) }
}

final class AlertPresenter {
    private var alertWindow: UIWindow?
    func show(_ message: String) {
        alertWindow = UIWindow()
        alertWindow?.makeKeyAndVisible()
    }
}

public protocol ErrorReporter {
    func report(_ error: Error)
}

public final class ErrorManager {
    public static let shared = ErrorManager()
    private var reporters: [ErrorReporter] = []
    public func register(reporter: ErrorReporter) { reporters.append(reporter) }
    public func report(_ error: Error) { reporters.forEach { $0.report(error) } }
}
```

```swift file=Sources/App/Wallet.swift
final class TransactionLoader {
    private var transactions: [String] = []
    func load() {
        do {
            try fetch()
        } catch {
            AlertManager.shared.emitError("\(error)")
            ErrorManager.shared.report(error)
        }
    }
    private func fetch() throws {}
}
```

### A coordinator's locals handed on under their own labels, a window registry, a device module's bridge, a stored pin code

```swift file=Sources/App/Services.swift
final class PersistenceService {
    static let shared = PersistenceService()
    private var cache: [String: Data] = [:]
    func save(_ data: Data, as key: String) { cache[key] = data }
}

final class NetworkService {
    static let shared = NetworkService()
    private var tasks: [URLSessionTask] = []
    func cancelAll() { tasks.removeAll() }
}

final class WindowManager {
    static let shared = WindowManager()
    var refs = [String: NSWindowController]()
    func showWindow(withIdentifier identifier: String) { refs[identifier]?.showWindow(nil) }
    func hideWindow(withIdentifier identifier: String) { refs[identifier]?.close() }
}

final class ScrollEngine {
    static let shared = ScrollEngine()
    private var sessions: [Int] = []
    func handleHotkey(_ code: UInt16) { sessions.append(Int(code)) }
}

final class LocalDataManager {
    static let shared = LocalDataManager()
    private let userDefaults = EncryptedDefaults()
    func pinCode() -> String? {
        return self.userDefaults.string(forKey: "pin")
    }
    func savePinCode(_ code: String) { userDefaults.set(code, forKey: "pin") }
}
```

```swift file=Sources/App/Scenes.swift
final class DiaryViewCoordinator {
    private var cancellables: [AnyObject] = []
    func start() {
        let networkService = NetworkService.shared
        let persistenceService = PersistenceService.shared
        let pageService = PageEntityService(persistenceService: persistenceService)
        cancellables.append(pageService)
    }
}

final class PreferencesWindowController: NSWindowController, NSWindowDelegate {
    func windowWillClose(_ notification: Notification) {
        WindowManager.shared.hideWindow(withIdentifier: "preferences")
    }
}

protocol DeviceEventBridge: AnyObject {
    func handleScrollHotkey(code: UInt16)
}

final class DeviceIntegrationBridge: DeviceEventBridge {
    static let shared = DeviceIntegrationBridge()
    func handleScrollHotkey(code: UInt16) { ScrollEngine.shared.handleHotkey(code) }
}

final class PinCheckViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        title = LocalDataManager.shared.pinCode() == nil ? "Set a code" : "Enter your code"
    }
}
```

### A plist-loaded configuration a library type's member or a local shares a name with, colours for a cell

```swift file=Sources/App/Config.swift
struct CommonConfig {
    var appName = ""
    var useLargeTitle = false
}

final class CommonConfigManager {
    static let shared = CommonConfigManager()
    var config: CommonConfig
    init() { config = CommonConfig() }
}

final class AccountColorManager {
    static let shared = AccountColorManager()
    private var palettes: [String: UIColor] = [:]
    func palette(for account: String) -> UIColor { palettes[account] ?? .gray }
    func update(_ color: UIColor, for account: String) { palettes[account] = color }
}

final class SignUpViewController: UIViewController {
    override func viewDidLoad() {
        title = CommonConfigManager.shared.config.appName
        ImageCache.default.memoryStorage.config.expiration = .never
    }

    func makeButton() -> UIButton {
        var config = UIButton.Configuration.filled()
        config.title = CommonConfigManager.shared.config.appName
        return UIButton(configuration: config)
    }
}

final class ContactCell: UITableViewCell {
    func configure(account: String) { backgroundColor = AccountColorManager.shared.palette(for: account) }
}
```

### A screen, a cell and a service asking the app's state

```swift
final class SessionController {
    static let shared = SessionController()
    private(set) var token: String?
    var isSignedIn: Bool { token != nil }
    func hasEntitlement(_ name: String) -> Bool { token != nil && !name.isEmpty }
    func signOut() { token = nil }
}

final class RefreshService {
    func refreshAll() {
        guard SessionController.shared.isSignedIn else { return }
    }
}

final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        navigationItem.rightBarButtonItem?.isEnabled = SessionController.shared.isSignedIn
    }
}

final class IconCell: UICollectionViewCell {
    func configure(_ icon: String) { isUserInteractionEnabled = SessionController.shared.hasEntitlement(icon) }
}

final class FileManagerUndo {
    static let shared = FileManagerUndo()
    let undoManager = UndoManager()
    private(set) var history: [URL] = []
    func deleteFiles(at urls: [URL]) { history += urls }
}

struct EditCommands: Commands {
    var body: some Commands {
        CommandGroup(replacing: .undoRedo) {
            Button("Undo") {}.disabled(!FileManagerUndo.shared.undoManager.canUndo)
            Button("Clear History") {}.disabled(FileManagerUndo.shared.history.isEmpty)
        }
    }
}
```

### Feature flags, an event bus of subscribers, a storyboard's `instance()`, a service created early

```swift
final class AppEvents {
    static let shared = AppEvents()
    private lazy var userDefaults = UserDefaults.standard
    var invited = CurrentValueSubject<Int?, Never>(nil)
    var receivedNotification = PassthroughSubject<Void, Never>()
    var shouldRefreshBadge = PassthroughSubject<Void, Never>()
    var shouldShowFlash = PassthroughSubject<Void, Never>()
    var updatedFilters = PassthroughSubject<Void, Never>()
}

final class NewEventViewController: UIViewController {
    var subscription: AnyCancellable?
    func finish() {
        AppEvents.shared.shouldShowFlash.send()
        subscription = AppEvents.shared.updatedFilters.sink { _ in }
    }
}

final class Album: NSObject {
    static let allPhotosAlbum = Album(collection: nil)
    let collection: PHAssetCollection?
    private var previewAsset: PHAsset?
    init(collection: PHAssetCollection?) { self.collection = collection }
    func loadPreview() { previewAsset = nil }
}

final class AlbumsViewController: UITableViewController {
    var albums: [Album] = []
    func startLoading() { albums = [Album.allPhotosAlbum] }
}

final class FeatureFlags {
    static let shared = FeatureFlags()
    private var overrides: [String: Bool] = [:]
    func isEnabled(_ flag: String) -> Bool { overrides[flag] ?? false }
}

final class OrderFormViewModel {
    var usesSideBySide: Bool { FeatureFlags.shared.isEnabled("side_by_side") }
    var showsTokenScript: Bool { Features.current.isAvailable("token_script") }
    var usesNewUI: Bool { BetaFlags.shared.hasEnabled("new_ui") }
}

final class BetaFlags {
    static let shared = BetaFlags()
    private var enabled: Set<String> = []
    func hasEnabled(_ flag: String) -> Bool { enabled.contains(flag) }
    func enable(_ flag: String) { enabled.insert(flag) }
}

final class Features {
    static let current = Features()
    private var enabled: Set<String> = []
    func isAvailable(_ feature: String) -> Bool { enabled.contains(feature) }
}

final class ContentBlockingUpdater {
    static let shared = ContentBlockingUpdater()
    private var rules: [String] = []
    func reload() { rules = [] }
}

enum ContentBlockingConfiguration {
    static func configure() {
        _ = ContentBlockingUpdater.shared
    }
}

actor EventBus {
    static let `default` = EventBus()
    private var subscribers = [EventSubscriber]()
    func send(_ event: String) { for subscriber in subscribers { subscriber.handler?(event) } }
    func add(_ subscriber: EventSubscriber) { subscribers.append(subscriber) }
}

final class EventSubscriber {
    var handler: ((String) -> Void)?
}

final class SyncStatusStorage {
    func start(_ subscriber: EventSubscriber) async { await EventBus.default.add(subscriber) }
}

final class HappyEndViewController: UIViewController {
    static func instance() -> HappyEndViewController {
        HappyEndViewController.storyboardInstance(from: .happyEnd)
    }
}

final class OnboardingFlow {
    func finish() { show(HappyEndViewController.instance()) }
}
```

### A loader of storyboard scenes and nibs

```swift file=Sources/Helpers/StoryboardManager.swift
import UIKit

final class StoryboardManager {
    static let sharedInstance = StoryboardManager()

    func getInitialViewController(storyboard: String) -> UIViewController? {
        UIStoryboard(name: storyboard, bundle: nil).instantiateInitialViewController()
    }

    func initViewControllerFromNib(nibName: String) -> UIViewController! {
        UINib(nibName: nibName, bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIViewController
    }
}
```

```swift file=Sources/Timeline/TimelineViewController.swift
import UIKit

final class TimelineViewController: UITableViewController {
    var storyboardManager = StoryboardManager.sharedInstance

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let comments = storyboardManager.getInitialViewController(storyboard: "Comments") else { return }
        navigationController?.pushViewController(comments, animated: true)
    }
}
```

### A mail presenter answering its composer

```swift
import MessageUI
import UIKit

final class EmailHandler: NSObject {
    static let shared = EmailHandler()

    func sendEmail(to destination: String, subject: String, from screen: UIViewController) {
        if MFMailComposeViewController.canSendMail() {
            let mail = MFMailComposeViewController()
            mail.mailComposeDelegate = self
            mail.setToRecipients([destination])
            mail.setSubject(subject)
            screen.present(mail, animated: true)
        } else if let url = URL(string: "mailto:\(destination)") {
            UIApplication.shared.open(url)
        }
    }
}

extension EmailHandler: MFMailComposeViewControllerDelegate {
    func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
    ) {
        controller.dismiss(animated: true)
    }
}

final class ContactSettingsViewController: UIViewController {
    @objc func contactTapped() {
        EmailHandler.shared.sendEmail(to: "support@example.com", subject: "Feedback", from: self)
    }
}
```

### A share-sheet presenter finding its screen through the app's context provider

```swift
import UIKit

final class PresentationContextProvider {
    static let shared = PresentationContextProvider()
    var keyWindow: UIWindow? { UIApplication.shared.windows.first { $0.isKeyWindow } }
    var rootViewController: UIViewController? { keyWindow?.rootViewController }
}

final class ContentSharePresenter {
    static let shared = ContentSharePresenter()
    private init() {}

    func shareURL(_ url: URL) {
        let sheet = UIActivityViewController(activityItems: Self.items(for: url), applicationActivities: nil)
        PresentationContextProvider.shared.rootViewController?.present(sheet, animated: true)
    }
}

extension ContentSharePresenter {
    static func items(for url: URL) -> [Any] { [url] }
}

final class PostHeaderView: UIView {
    var url = URL(fileURLWithPath: "/")
    @objc func shareTapped() { ContentSharePresenter.shared.shareURL(url) }
}
```

### A stateless presenter and a factory of views

```swift
final class SafeNavigationManager {
    static let shared = SafeNavigationManager()

    func navigate(_ url: URL) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let alert = UIAlertController(title: nil, message: url.host, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Open", style: .default) { _ in UIApplication.shared.open(url) })
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        window.rootViewController?.present(alert, animated: true)
    }
}

final class ReceiptViewController: UIViewController {
    @objc func openExplorer() { SafeNavigationManager.shared.navigate(explorerURL) }
}

final class SystemLinkOpener {
    static let shared = SystemLinkOpener()
    private init() {}

    func open(_ url: URL) {
        Log.verbose("Opening \(url)")
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }

    func openSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }
}

final class LocationSettingsViewModel {
    func showSystemSettings() { SystemLinkOpener.shared.openSettings() }
}

final class UIFactory {
    static let `default` = UIFactory()

    func createVerticalStackView(spacing: CGFloat = 0) -> UIStackView {
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.spacing = spacing
        return stackView
    }

    func createTitleLabel() -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.textColor = R.color.colorLightGray()
        return label
    }
}

final class StakingRewardView: UIView {
    private let stackView = UIFactory.default.createVerticalStackView(spacing: 8)
    private let titleLabel = UIFactory.default.createTitleLabel()
}

final class StakingPresenter {
    func makeHeader() -> UILabel { UIFactory.default.createTitleLabel() }
}

final class BannerHelper {
    static let shared = BannerHelper()
    private init() {}

    func error(_ title: String, _ message: String, duration: Double = 3, callback: (() -> Void)? = nil) {
        let alert = SPAlertView(title: title, message: message, preset: .error)
        alert.present()
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) { callback?() }
    }
}

final class SetupPasscodeViewController: UIViewController {
    func rejected() { BannerHelper.shared.error("Invalid passcode", "Try again") }
}
```

### Preferences in UIKit screens and form-field enums, a theme held by a view, extensions of platform types

SwiftUI's `View` extended where the app nests types of that name, and a module's public
functions over its own singletons:

```swift file=Sources/Kit/MovieKit.swift
final class MovieManager {
    static let shared = MovieManager()
    private var cache: [Int] = []
    func load(page: Int) { cache.append(page) }
}

final class InsetStore {
    static let shared = InsetStore()
    var bottom = 0.0
    func update(_ value: Double) { bottom = value }
}

public func loadMovies(page: Int) {
    MovieManager.shared.load(page: page)
}

func handleCmdTabNotification(observer: AXObserver, element: AXUIElement, name: CFString, context: UnsafeMutableRawPointer?) {
    DockObserver.activeInstance?.process(name)
}

extension DockObserver {
    func startObserving() { _ = handleCmdTabNotification }
}

final class DockObserver {
    static var activeInstance: DockObserver?
    private var events: [CFString] = []
    func process(_ name: CFString) { events.append(name) }
}

enum SearchFeature {
    struct View {}
}

extension View {
    func insetBottom() -> Double { InsetStore.shared.bottom }
}

func reloadFirstPage() {
    MovieManager.shared.load(page: 1)
}
```

A bag of preference values, each a generic class of the set that writes its value to
`UserDefaults` (held-out set 47), is a settings store like one of wrapped properties.

```swift file=Sources/App/Storage.swift
class StorageValue<T: Codable> {
    let key: String
    var value: T { didSet { UserDefaults.standard.set(try? JSONEncoder().encode(value), forKey: key) } }
    init(key: String, defaultValue: T) {
        self.key = key
        self.value = defaultValue
    }
}

final class Storage {
    static let shared = Storage()
    var units = StorageValue<String>(key: "units", defaultValue: "mg/dL")
    var showLines = StorageValue<Bool>(key: "showLines", defaultValue: true)
    var snoozeMinutes = StorageValue<Int>(key: "snooze", defaultValue: 10)
    var remoteToken = StorageValue<String>(key: "token", defaultValue: "")
    var alarmsPosition = StorageValue<Int>(key: "alarms", defaultValue: 0)
}

final class GraphViewController: UIViewController {
    func redraw() { title = Storage.shared.units.value }
    func toggle() { Storage.shared.showLines.value.toggle() }
}
```

A class of plain values its initializer loads from `UserDefaults` is a settings store too
(held-out set 60: a kiosk's `AppSetup.sharedState`, 7 of 7 not acted on).

```swift file=Sources/App/AppSetup.swift
final class AppSetup {
    var auctionID = "los-angeles-modern"
    lazy var useStaging = true
    var isTesting = false

    class var sharedState: AppSetup {
        struct Static {
            static let instance = AppSetup()
        }
        return Static.instance
    }

    init() {
        let defaults = UserDefaults.standard
        if let auction = defaults.string(forKey: "KioskAuctionID") { auctionID = auction }
        useStaging = defaults.bool(forKey: "KioskUseStaging")
    }
}

final class AdminPanelViewController: UIViewController {
    @IBAction func toggleStaging(_ sender: UISwitch) {
        AppSetup.sharedState.useStaging = sender.isOn
    }
}
```

A library's wrapper named for `UserDefaults` counts where the analyzed set does not declare it,
and a bar's button item is view code (held-out set 60: 4 of 4 SPEC "no").

```swift file=Sources/App/PreferencesStorage.swift
import MVVMFoundation

final class PreferencesStorage {
    static let shared = PreferencesStorage()
    @UserDefaultItem("tintColor", .systemBlue) var tintColor: UIColor
    @UserDefaultItem("torrentListSortType", 0) var torrentListSortType: Int
    @UserDefaultItem("isStorageRulesAccepted", false) var isStorageRulesAccepted: Bool
}

final class ColorPickerCell: UITableViewCell {
    func picked(_ color: UIColor) { PreferencesStorage.shared.tintColor = color }
}

final class ModernBarButtonItem: UIBarButtonItem {
    func restyle() { tintColor = PreferencesStorage.shared.tintColor }
}
```

```swift
final class Preferences {
    static let shared = Preferences()
    var showItemCounts = false
    var lastTab = 0
}

final class ThemeModel {
    static let shared = ThemeModel()
    var selectedTheme = "dark"
}

final class Store {
    static let shared = Store()
    var lastLibraryId = 0
}

final class CollectionCell: UITableViewCell {
    func configure() { isHighlighted = Preferences.shared.showItemCounts }
}

// A layout and a drag preview sizing what they lay out from the preferences.
final class EditorCollectionViewCompositionalLayout: UICollectionViewCompositionalLayout {
    var editorMaxWidth: CGFloat = Preferences.shared.lastTab == 0 ? 700 : 900
}

final class EditorRowPreviewParameters: UIDragPreviewParameters {
    func inset() -> CGFloat { Preferences.shared.showItemCounts ? 8 : 4 }
}

final class MasterCoordinator {
    func remember(tab: Int) { Preferences.shared.lastTab = tab }
}

struct TerminalView: View {
    @StateObject private var theme: ThemeModel = .shared
    var body: some View { Text(theme.selectedTheme) }
}

extension NSUserActivity {
    var restoredLibraryId: Int { Store.shared.lastLibraryId }
}

struct Topic {
    var title = ""
}

final class BlockWordsStorage {
    static let shared = BlockWordsStorage()
    private var words: [String] = []
    func blocked(_ text: String) -> Bool { words.contains(text) }
}

private extension [Topic] {
    func mayFilterBlocked() -> [Topic] {
        let storage = BlockWordsStorage.shared
        return filter { !storage.blocked($0.title) }
    }
}

final class PreferenceCache {
    static let shared = PreferenceCache()
    private let defaults = UserDefaults.standard
    private var cache: [String: Any] = [:]
    func bool(key: String) -> Bool { cache[key] as? Bool ?? defaults.bool(forKey: key) }
}

final class ChartWidget: NSView {
    var showsLabel: Bool { PreferenceCache.shared.bool(key: "label") }
}

struct Fan: Codable {
    var id = 0
    var threshold: Bool { PreferenceCache.shared.bool(key: "fan_\(id)") }
}

final class ProfilePreferences {
    static let shared = ProfilePreferences()
    private let defaults = UserDefaults.standard
    var firstName: String? {
        get { defaults.string(forKey: "firstName") }
        set { defaults.set(newValue, forKey: "firstName") }
    }
}

enum FormField {
    case firstName
    var prefill: String? {
        switch self {
        case .firstName: return ProfilePreferences.shared.firstName
        }
    }
}

// A generated strings table reusing a screen's name does not hide the screen.
enum L10n {
    enum ContactViewController { static let title = "Contact" }
}

final class ContactViewController: UIViewController {
    func restore() { title = ProfilePreferences.shared.firstName }
}

final class BuildDetails {
    static var `default` = BuildDetails()
    let dict: [String: Any]
    init() { dict = [:] }
    var gitBranch: String? { dict["git-branch"] as? String }
}

final class SupportReport {
    func text() -> String { BuildDetails.default.gitBranch ?? "" }
}

// The settings layer forwarding to the store it migrates to, and the theme restoring its choice.
final class SettingsStore {
    static let appSettings = SettingsStore()
    var gridOrder = 0
    var theme = 0
}

enum Settings {
    static func homeFolderSortOrder() -> Int { SettingsStore.appSettings.gridOrder }
}

final class Theme {
    static let sharedTheme = Theme()
    var activeTheme: Int
    init() { activeTheme = SettingsStore.appSettings.theme }
}
```

```swift file=Tools/smc/main.swift
final class SMC {
    static let shared = SMC()
    func read(_ key: String) -> Int { 0 }
}

func main() {
    print(SMC.shared.read("F0Ac"))
}

main()
```

### A crash reporter's client, the display's sleep timer, a Darwin notification centre, a root view handing its model down, an entity beside a model of its name

```swift
final class SentryClient {
    static let shared = SentryClient()
    private var breadcrumbs: [String] = []
    func record(_ message: String) { breadcrumbs.append(message) }
}

final class FileLogRotator {
    func rotate() {
        do { try compress() } catch { SentryClient.shared.record("rotation failed") }
    }
}

final class EmbraceManager {
    static let shared = EmbraceManager()
    private var isStarted = false
    func captureError(_ error: Error) {}
}

final class BackupView {
    func restoreFailed(_ error: Error) { EmbraceManager.shared.captureError(error) }
}

final class DisplaySleepPreventer {
    static let shared = DisplaySleepPreventer()
    private var count = 0
    func start() { count += 1; UIApplication.shared.isIdleTimerDisabled = true }
}

final class DarwinNotificationCenter {
    static let shared = DarwinNotificationCenter()
    private let center = CFNotificationCenterGetDarwinNotifyCenter()
    private var observations: [Observation] = []
    func post(_ name: String) {
        CFNotificationCenterPostNotification(center, CFNotificationName(name as CFString), nil, nil, true)
    }
}

final class Observation {
    let name: String
    init(name: String) { self.name = name }
}

final class PresentationAction {
    func run() {
        DisplaySleepPreventer.shared.start()
        DarwinNotificationCenter.shared.post("didSave")
        ReviewManager.shared.requestReview(for: "save")
        PopupManager.shared.show("Saved")
        HintManager.default.add("Saved")
        SVGCachedPathLoader.shared.load("logo.svg")
    }
}

final class ReviewManager {
    static let shared = ReviewManager()
    private var launches = 0
    func requestReview(for event: String) { launches += 1 }
}

final class PopupManager: ObservableObject {
    static let shared = PopupManager()
    @Published private(set) var current: String?
    func show(_ text: String) { current = text }
}

final class HintManager: ObservableObject {
    static let `default` = HintManager()
    @Published private(set) var hints: [String] = []
    func add(_ text: String) { hints.append(text) }
}

final class SVGCachedPathLoader {
    static let shared = SVGCachedPathLoader()
    private var paths: [String: String] = [:]
    func load(_ name: String) { paths[name] = name }
}

final class SearchViewModel: ObservableObject {
    static let shared = SearchViewModel()
    @Published var searchText = ""
}

struct BrowserTab: View {
    @StateObject private var search = SearchViewModel.shared
    var body: some View {
        Content()
            .searchable(text: $search.searchText)
            .environmentObject(search)
    }
}

final class SessionVault {
    static let current = SessionVault()
    private var keys: [String] = []
    func publicKeys() -> [String] { keys }
}

struct Block: Codable {
    let index: Int
}

class Block: NSManagedObject {}

extension Block {
    func verify() -> Bool { !SessionVault.current.publicKeys().isEmpty }
}
```

### A service registered coerced to its protocol, a preview helper, a snack bar

```swift file=Sources/App/AppConfigurationManager.swift
protocol NetworkServiceProtocol {}

final class NetworkService: NetworkServiceProtocol {
    static let shared = NetworkService()
    private var tasks: [URLSessionTask] = []
}

final class ServiceLocator {
    static let shared = ServiceLocator()
    private var services: [String: Any] = [:]
    func addService<T>(service: T) { services[String(describing: T.self)] = service }
}

final class AppConfigurationManager {
    func configureDefaultServices() {
        ServiceLocator.shared.addService(service: NetworkService.shared as NetworkServiceProtocol)
    }
}
```

```swift file=Sources/App/MatchedItemStorage.swift
import Combine

final class MatchedItemStorage {
    static let shared = MatchedItemStorage()
    @Published private(set) var items: [String] = []
    func add(_ item: String) { items.append(item) }
}
```

```swift file=Sources/App/HistoryView.swift
import SwiftUI
import Combine

final class HistoryViewModel: ObservableObject {
    init(itemPublisher: AnyPublisher<[String], Never>) {}
}

extension PreviewProvider {
    static var historyViewModel: HistoryViewModel {
        HistoryViewModel(itemPublisher: MatchedItemStorage.shared.$items.eraseToAnyPublisher())
    }
}
```

```swift file=Sources/App/SnackBarManager.swift
import UIKit

final class SnackBarManager {
    static let shared = SnackBarManager()
    private let snackBarViewController = UIViewController()
    private var height: CGFloat = 68
    private var isShown = false
    func update(text: String) { isShown = true; height = 68 }
    func dismiss() { isShown = false; height = 0 }
}

protocol NetStatusProtocol: AnyObject {
    var isConnected: Bool { get }
}

extension NetStatusProtocol where Self: UIViewController {
    func checkNetStatusSnackBar() {
        DispatchQueue.main.async {
            if !self.isConnected {
                SnackBarManager.shared.update(text: "Offline")
            } else {
                SnackBarManager.shared.dismiss()
            }
        }
    }
}
```

### A share-text builder reading its own constants, a view's analytics kept to send events

```swift file=Sources/App/ShareResultsService.swift
import UIKit

public class ShareResultsService {
    private static let appName = "Cross Sums"
    private static let timeEmoji = "⏱️"
    public static let shared = ShareResultsService()
    private init() {}

    public func shareText(level: Int, seconds: Int) -> String {
        "\(Self.appName) level \(level)\n\(Self.timeEmoji) \(seconds) s"
    }
}
```

```swift file=Sources/App/AnalyticsService.swift
enum AnalyticsEvent {
    case searchViewed
    case searchReset
}

final class AnalyticsService {
    static let shared = AnalyticsService()
    private var sent: [AnalyticsEvent] = []
    func track(_ event: AnalyticsEvent) { sent.append(event) }
}
```

```swift file=Sources/App/LevelCompleteView.swift
import SwiftUI

struct LevelCompleteView: View {
    private let shareService = ShareResultsService.shared
    private let analytics = AnalyticsService.shared
    var body: some View {
        Text(shareService.shareText(level: 3, seconds: 42))
            .onAppear { analytics.track(.searchViewed) }
            .onTapGesture { analytics.track(.searchReset) }
    }
}
```

### The app's review-prompt wrapper under its own name

A class named for reviews whose code asks StoreKit for the prompt decides when to show it,
like `SKStoreReviewController` (what it reads to decide is still its own access).

```swift file=Sources/App/ReviewRequests.swift
import StoreKit

public final class ReviewRequests {
    public static let shared = ReviewRequests()
    private var cleans = 0
    public func requestReviewIfNeeded() {
        cleans += 1
        if cleans >= 3 {
            SKStoreReviewController.requestReview()
            cleans = 0
        }
    }
}
```

```swift file=Sources/App/MainViewController.swift
import AppKit

final class MainViewController: NSViewController {
    func cleanFinished() { ReviewRequests.shared.requestReviewIfNeeded() }
}
```

### A log tap, a feature-flag manager, button sounds, a scene handing its state down, a representable navigating, a Realm model

```swift
final class LogTap {
    static let shared = LogTap()
    private var lines: [String] = []
    func note(_ line: String) { lines.append(line) }
}

final class PVLogPublisher {
    static let shared = PVLogPublisher()
    private var entries: [String] = []
    func info(_ message: String) { entries.append(message) }
    func getRecentLogs() -> [String] { entries }
}

func ILOG(_ message: String) { PVLogPublisher.shared.info(message) }

final class PVFeatureFlagsManager {
    static let shared = PVFeatureFlagsManager()
    private(set) var featureStates: [String: Bool] = [:]
    func load(_ states: [String: Bool]) { featureStates = states }
}

final class ButtonSoundGenerator {
    static let shared = ButtonSoundGenerator()
    private var player: AVAudioPlayer?
    func playSound(_ name: String) { player?.play() }
}

final class GlobalConsoleManager: ObservableObject {
    static let shared = GlobalConsoleManager()
    @Published var consoleOutput = ""
    func appendOutput(_ text: String, source: String? = nil) { consoleOutput += text }
}

final class HomebrewInstaller {
    func install(_ formula: String) {
        GlobalConsoleManager.shared.appendOutput("Installing \(formula)", source: "Homebrew")
    }
}

final class HomeViewModel {
    func load() {
        LogTap.shared.note("Home: loading")
        if PVFeatureFlagsManager.shared.featureStates["freeROMs"] == true { ButtonSoundGenerator.shared.playSound("tap") }
    }
}

final class AppState: ObservableObject {
    static let shared = AppState()
    @Published var isBooted = false
    func boot() { isBooted = true }
}

struct TestEmulatorScene: Scene {
    @StateObject private var appState = AppState.shared
    var body: some Scene {
        WindowGroup { ContentView().environmentObject(appState) }
    }
}

final class SceneCoordinator {
    static let shared = SceneCoordinator()
    private var scenes: [String] = []
    func closeEmulator() { scenes.removeLast() }
}

struct EmulatorScene: Scene {
    var body: some Scene {
        WindowGroup { Button("Quit") { SceneCoordinator.shared.closeEmulator() } }
    }
}

struct EmulatorContainerView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        controller.onClose = { SceneCoordinator.shared.closeEmulator() }
        return controller
    }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

final class RomDatabase {
    static let sharedInstance = RomDatabase()
    private var deleted: [String] = []
    func delete(_ id: String) { deleted.append(id) }
}

public final class PVSaveState: RealmSwift.Object {
    @objc dynamic var id = ""
    class func delete(_ state: PVSaveState) { RomDatabase.sharedInstance.delete(state.id) }
}
```

### A default every initializer replaces

```swift
final class BannerModel: ObservableObject {
    static let shared = BannerModel()
    @Published var text = ""
    private let url = URL(fileURLWithPath: "banner.txt")
    func save() throws { try Data(text.utf8).write(to: url) }
}

final class BannerAnimator {
    @ObservedObject var model: BannerModel = .shared
    private let parent: AnyObject
    func close() { try? model.save() }
    init(model: BannerModel, parent: AnyObject) {
        self.model = model
        self.parent = parent
    }
    convenience init(parent: AnyObject) {
        self.init(model: BannerModel(), parent: parent)
    }
}
```

### The app's date helper, also under any name when it only holds formatters, a view's event named by its method

```swift
final class DateUtil {
    static let shared = DateUtil()
    private let formatter = DateFormatter()
    func formattedString(for date: Date, format: String) -> String {
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}

final class TelemetryService {
    static let shared = TelemetryService()
    private var sent: [String] = []
    func trackPurchaseClose() { sent.append("purchase.close") }
    func logRateUsTapped() { sent.append("rate_us.tapped") }
}

struct PostResponse: Decodable {
    let gatherAt: Date
    var gatherDate: String { DateUtil.shared.formattedString(for: gatherAt, format: "MM.dd") }
}

struct PurchaseView: View {
    var body: some View {
        Button("Close") { TelemetryService.shared.trackPurchaseClose() }
        Button("Rate us") { TelemetryService.shared.logRateUsTapped() }
    }
}
```

```swift file=Sources/Helpers/DateManager.swift
final class DateManager {
    static let sharedInstance = DateManager()
    var dateFormatter: DateFormatter!
    var calendar: Calendar!
    func isoString(_ date: Date) -> String { dateFormatter.string(from: date) }
}

struct Event {
    let start: Date
    var startText: String { DateManager.sharedInstance.isoString(start) }
}
```

```swift file=Sources/Helpers/CurrencyKit.swift
import Foundation

public final class CurrencyKit {
    public static let shared = CurrencyKit()
    private init() {}

    private var symbolCache = [String: String]()
    private var currencyFormatterCache = [String: NumberFormatter]()

    public func findSymbol(for currencyCode: String) -> String? {
        if let cached = symbolCache[currencyCode] { return cached }
        let symbol = Locale(identifier: currencyCode).currencySymbol
        symbolCache[currencyCode] = symbol
        return symbol
    }

    public func formatter(for currencyCode: String) -> NumberFormatter {
        if let cached = currencyFormatterCache[currencyCode] { return cached }
        let formatter = NumberFormatter()
        formatter.currencySymbol = findSymbol(for: currencyCode)
        formatter.numberStyle = .currency
        currencyFormatterCache[currencyCode] = formatter
        return formatter
    }
}

struct Currency {
    let code: String
    var symbol: String { CurrencyKit.shared.findSymbol(for: code) ?? code }
}
```

### A configured decoder, a SwiftData model, the settings layer over a defaults wrapper

```swift file=Sources/Infrastructure/ApiJsonDecoder.swift
public class ApiJsonDecoder {
    public static let instance: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
}
```

```swift file=Sources/Infrastructure/HttpClient.swift
public class HttpClient<T: Decodable> {
    static func decodeError(_ data: Data) -> String? {
        let response = try? ApiJsonDecoder.instance
            .decode([String: String].self, from: data)
        return response?["message"]
    }
}
```

```swift file=Sources/Model/AudioRecord.swift
import SwiftData

@Model
final class AudioRecord {
    var summary: String = ""
    func resultFromAI(_ text: String) {
        summary = text
        TranscriptUploader.shared.upload(text)
    }
}

final class TranscriptUploader {
    static let shared = TranscriptUploader()
    private let session = URLSession(configuration: .default)
    func upload(_ text: String) {}
}
```

```swift file=Sources/Utilities/SettingsManager.swift
final class UserDefaultsManager {
    static let shared = UserDefaultsManager()
    private let defaults = UserDefaults.standard
    func set<T: Encodable>(_ value: T, for key: String) {
        if let data = try? JSONEncoder().encode(value) { defaults.set(data, forKey: key) }
    }
    func get<T: Decodable>(for key: String, type: T.Type) -> T? {
        defaults.data(forKey: key).flatMap { try? JSONDecoder().decode(type, from: $0) }
    }
}

struct AppSettingsValue: Codable { var serverURL: String }

final class SettingsManager {
    static let shared = SettingsManager()
    private let defaults = UserDefaults.standard
    private var settings: AppSettingsValue

    init() {
        settings = UserDefaultsManager.shared.get(for: "appSettings", type: AppSettingsValue.self)
            ?? AppSettingsValue(serverURL: "")
    }
}
```

### A private method nothing calls

```swift file=Sources/Profile/ProfileView.swift
import SwiftUI

struct ProfileView: View {
    @State private var plan = "free"

    var body: some View {
        Text(plan)
    }

    private func refreshPlan() {
        UserManager.shared.refresh()
    }
}
```

```swift file=Sources/Users/UserManager.swift
final class UserManager {
    static let shared = UserManager()
    private let session = URLSession(configuration: .default)
    var currentPlan = "free"
    func refresh() {}
}
```

### A private property only an uncalled private method reads

```swift file=Sources/Home/ContentViewModel.swift
import Foundation

final class ContentViewModel {
    private let keychainManager = KeychainManager.shared
    var isSignedIn = false

    private func verifyUserInKeychain(userId: String) -> Bool {
        (try? keychainManager.retrievePassword(for: userId)) != nil
    }
}
```

```swift file=Sources/Storage/KeychainManager.swift
import Security

final class KeychainManager {
    static let shared = KeychainManager()

    func retrievePassword(for account: String) throws -> String {
        let query: [String: Any] = [kSecAttrAccount as String: account]
        var result: AnyObject?
        SecItemCopyMatching(query as CFDictionary, &result)
        return result as? String ?? ""
    }
}
```

### A table of fonts

```swift
final class FontCache {
    static let `default` = FontCache()
    lazy var semibold14: UIFont = { UIFont(name: "AcuminPro-Semibold", size: 14)! }()
    lazy var regular18: UIFont = { UIFont(name: "AcuminPro-Regular", size: 18)! }()
}

final class ProjectDetailsViewController: UIViewController {
    @IBOutlet var backerInfoLabel: UILabel!
    func show(_ text: String) {
        let styled = NSMutableAttributedString(string: text)
        styled.addAttribute(.font, value: FontCache.default.regular18, range: NSMakeRange(0, 3))
        backerInfoLabel.attributedText = styled
    }
}

final class AppTheme {
    func apply(toButton button: UIButton) { button.titleLabel?.font = FontCache.default.semibold14 }
}
```

### A stateless exporter rendering what it is handed into a PDF

```swift
final class PDFExportManager {
    static let shared = PDFExportManager()
    private init() {}
    func generateRoutinePDF(title: String, steps: [String]) -> Data {
        let format = UIGraphicsPDFRendererFormat()
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792), format: format)
        return renderer.pdfData { context in
            context.beginPage()
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            NSAttributedString(string: title, attributes: [.paragraphStyle: style]).draw(at: CGPoint(x: 40, y: 40))
            for (index, step) in steps.enumerated() {
                NSAttributedString(string: step).draw(at: CGPoint(x: 40, y: 80 + CGFloat(index) * 20))
            }
        }
    }
}

struct RoutineView: View {
    let steps: [String]
    var body: some View {
        Button("Export") { _ = PDFExportManager.shared.generateRoutinePDF(title: "Routine", steps: steps) }
    }
}
```

### A curve helper calling its own methods through its shared instance, a C callback beside the singleton

```swift
struct CurvedSegment {
    var controlPoint1: CGPoint
    var controlPoint2: CGPoint
}

final class CurveAlgorithm {
    static let shared = CurveAlgorithm()
    func controlPointsFrom(points: [CGPoint]) -> [CurvedSegment] {
        points.map { CurvedSegment(controlPoint1: $0, controlPoint2: $0) }
    }
    func createCurvedPath(_ points: [CGPoint]) -> UIBezierPath {
        let path = UIBezierPath()
        for segment in CurveAlgorithm.shared.controlPointsFrom(points: points) {
            path.addCurve(to: segment.controlPoint2, controlPoint1: segment.controlPoint1, controlPoint2: segment.controlPoint2)
        }
        return path
    }
}

final class LineChart: UIView {
    var points: [CGPoint] = []
    override func draw(_ rect: CGRect) { CurveAlgorithm.shared.createCurvedPath(points).stroke() }
}

private let receivedWillMigrate: @convention(c) (CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?, UnsafeRawPointer?, CFDictionary?) -> Void = { _, _, _, _, _ in
    DatabaseManager.shared.receivedWillMigrate()
}

final class DatabaseManager {
    static let shared = DatabaseManager()
    private var isMigrating = false
    func receivedWillMigrate() { isMigrating = true }
}
```

### The context of the object a screen is built with, or the main one

```swift
final class DatabaseManager {
    static let shared = DatabaseManager()
    private(set) var viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    func reset() { viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}

final class SourceViewController: UICollectionViewController {
    let source: Source?
    init?(source: Source?, coder: NSCoder) {
        self.source = source
        super.init(coder: coder)
    }
    required init?(coder: NSCoder) { fatalError() }
}

extension SourceViewController {
    func makeNewsRequest() -> NSFetchedResultsController<NewsItem> {
        let context = self.source?.managedObjectContext ?? DatabaseManager.shared.viewContext
        return NSFetchedResultsController(fetchRequest: NewsItem.fetchRequest(), managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
    }
}
```

### A theme of Material Components' schemes

```swift
final class ApplicationScheme: NSObject {
    private static var singleton = ApplicationScheme()
    static var instance: ApplicationScheme { singleton }
    public var containerScheme: MDCContainerScheme
    private let typographyScheme: MDCTypographyScheme = MDCTypographyScheme()
    private let colorScheme: MDCSemanticColorScheme = MDCSemanticColorScheme()
    override init() {
        containerScheme = MDCContainerScheme()
        super.init()
    }
}

final class LoginViewController: UIViewController {
    let emailController = MDCTextInputControllerOutlined()
    func style() { emailController.applyTheme(withScheme: ApplicationScheme.instance.containerScheme) }
}

final class PostService {
    func decorate(_ text: NSMutableAttributedString) {
        text.addAttribute(.font, value: ApplicationScheme.instance.containerScheme.typographyScheme.body1, range: NSMakeRange(0, 1))
    }
}
```

### A wireframe handing the current account on through a local, an image serializer

```swift
final class WalletSettings {
    static let shared = WalletSettings()
    private(set) var currentAccount: Account?
    func select(_ account: Account) { currentAccount = account }
}

final class RemoteSerializer {
    static let shared = RemoteSerializer()
    func image(with string: String) -> UIImage? { UIImage(data: Data(string.utf8), scale: UIScreen.main.scale) }
}

final class ConfirmWireframe {
    private var indicatorWindow: UIWindow?
    func showDetails(on controller: UIViewController, model: Transaction) {
        guard let account = WalletSettings.shared.currentAccount else { return }
        let history = HistoryService(address: account.address, network: account.network)
        controller.present(DetailsViewController(model: model, history: history), animated: true)
    }
}

final class AssetCell: UITableViewCell {
    func show(_ svg: String) { imageView?.image = RemoteSerializer.shared.image(with: svg) }
}
```

### Connectivity flags, a question in snake case and a sizing cell

```swift
final class MediaClient {
    static let shared = MediaClient()
    private(set) var online = true
    private(set) var serverUrl = URL(string: "https://media.example")!
    func play(_ id: String) async throws {}
    func connect(to url: URL) { serverUrl = url; online = true }
}

struct TrackMenu: View {
    var body: some View {
        Button("Add to playlist") {}.disabled(!MediaClient.shared.online)
    }
}

// A question in snake case.
final class DownloadManager {
    static let shared = DownloadManager()
    private var downloaded: Set<String> = []
    func is_downloaded(_ id: String) -> Bool { downloaded.contains(id) }
    func download(_ id: String) { downloaded.insert(id) }
}

actor QueueItemActor {
    func badge(for id: String) -> String { DownloadManager.shared.is_downloaded(id) ? "saved" : "" }
}

final class InstitutionCell: UICollectionViewCell {
    static let measurementCell = InstitutionCell()
    var viewModel: InstitutionViewModel?
}

final class InstitutionsViewController: UICollectionViewController {
    func height(for institution: Institution) -> CGFloat {
        let cell = InstitutionCell.measurementCell
        cell.viewModel = InstitutionViewModel(institution: institution)
        return cell.systemLayoutSizeFitting(.zero).height
    }
}
```

### A hand-made registry's key resolving its value

```swift file=Sources/App/AttributeDetectionService.swift
final class AttributeDetectionService {
    static let shared = AttributeDetectionService()
    private var delegate: AnyObject?
    func register(_ delegate: AnyObject) { self.delegate = delegate }
}
```

```swift file=Sources/App/CommonServicesDependency.swift
struct CommonServices {
    let detection: AttributeDetectionService
}

enum CommonServicesDependency: DependencyKey {
    static func resolve(_: DependencyValues) -> CommonServices {
        let detection = AttributeDetectionService.shared
        detection.register(NSObject())
        return CommonServices(detection: detection)
    }
}
```

### A notice manager and a window manager keeping their panels, the app's chimes

```swift file=Sources/App/Presenters.swift
import AppKit

final class NotificationManager {
    static let shared = NotificationManager()
    private var notificationWindow: NSPanel?
    private var dismissTimer: Timer?
    func showNotification(title: String) { notificationWindow?.orderFront(nil) }
}

final class WindowManager: NSObject {
    static let shared = WindowManager()
    private weak var mainWindow: NSWindow?
    func showMainWindow() { mainWindow?.makeKeyAndOrderFront(nil) }
}

final class SoundManager {
    static let shared = SoundManager()
    private var players: [String: AnyObject] = [:]
    func playStartSound() {}
}
```

```swift file=Sources/App/TranscriptionPipeline.swift
final class TranscriptionPipeline {
    func finish(_ text: String) {
        SoundManager.shared.playStartSound()
        NotificationManager.shared.showNotification(title: text)
        WindowManager.shared.showMainWindow()
    }
}
```

### A manager's API as free functions in its file

```swift file=Sources/App/WarpDropManager.swift
final class WarpDropManager {
    static let shared = WarpDropManager()
    private var sessions: [String] = []
    func reserveForSending() -> String? { sessions.popLast() }
}

func warpDropSend(_ path: String) {
    guard let session = WarpDropManager.shared.reserveForSending() else { return }
    print(session, path)
}
```

### A menu asking the plugin registry what a database type supports

```swift file=Sources/App/PluginManager.swift
final class PluginManager {
    static let shared = PluginManager()
    private var plugins: [String: DriverPlugin] = [:]
    func install(_ plugin: DriverPlugin) { plugins[plugin.typeId] = plugin }
    func supportsImport(for type: DatabaseType) -> Bool { plugins[type.id]?.canImport == true }
}
```

```swift file=Sources/App/SidebarContextMenu.swift
import SwiftUI

struct SidebarContextMenu: View {
    let databaseType: DatabaseType
    var body: some View {
        if PluginManager.shared.supportsImport(for: databaseType) {
            Button("Import…") {}
        }
    }
}
```

### A configuration memoizing the environment it builds, a row's cached thumbnail, a tutorial overlay

```swift file=Sources/App/ConfigManager.swift
import Foundation

final class ConfigManager {
    static let shared = ConfigManager()
    private let config: [String: Any]
    private var _currentEnvironment: AppEnvironment?
    private init() { config = [:] }
    var currentEnvironment: AppEnvironment {
        if let environment = _currentEnvironment { return environment }
        let environment = AppEnvironment(name: config["environment"] as? String ?? "production")
        _currentEnvironment = environment
        return environment
    }
    var appUrlScheme: String { config["appUrlScheme"] as? String ?? "app" }
}

struct AppEnvironment {
    let name: String
}
```

```swift file=Sources/App/ThumbnailRenderer.swift
import UIKit

final class HTMLThumbnailRenderer {
    static let shared = HTMLThumbnailRenderer()
    private var cache: [URL: UIImage] = [:]
    func cachedThumbnail(for url: URL) -> UIImage? { cache[url] }
    func thumbnail(for url: URL) async -> UIImage? { cache[url] }
}

final class DashboardTutorialManager: ObservableObject {
    static let shared = DashboardTutorialManager()
    @Published private(set) var isShowing = false
    func show() { isShowing = true }
    func hide() { isShowing = false }
}
```

```swift file=Sources/App/Views.swift
import SwiftUI

struct InviteLinkView: View {
    let code: String
    var body: some View { Text("\(ConfigManager.shared.appUrlScheme)://invite/\(code)") }
}

struct EnvironmentRow: View {
    var body: some View { Text(ConfigManager.shared.currentEnvironment.name) }
}

struct FileRow: View {
    let url: URL
    @State private var thumbnail: UIImage?
    var body: some View {
        Text(url.lastPathComponent)
            .onAppear { thumbnail = HTMLThumbnailRenderer.shared.cachedThumbnail(for: url) }
    }
}

struct ProfileHelpButton: View {
    var body: some View { Button("Help") { DashboardTutorialManager.shared.show() } }
}
```

### A service class nothing names, beside the store it reaches

```swift file=Sources/App/HabitApp.swift
import SwiftUI

@main
struct HabitApp: App {
    var body: some Scene { WindowGroup { Text("Habits") } }
}
```

```swift file=Sources/App/MigrationCheckHelper.swift
final class MigrationCheckHelper {
    func repair() { HabitStore.shared.removeDuplicates() }
}
```

```swift file=Sources/App/HabitStore.swift
final class HabitStore {
    static let shared = HabitStore()
    private(set) var habits: [String] = []
    func removeDuplicates() { habits = Array(Set(habits)) }
}
```

### A pulse a stateless factory adds to the view it is handed, a screen only a preview names

```swift file=Sources/App/AnimationFactory.swift
import UIKit

final class AnimationFactory: NSObject, CAAnimationDelegate {
    static let shared = AnimationFactory()
    func firePulse(onView view: UIView, color: UIColor) {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(ovalIn: view.bounds).cgPath
        layer.fillColor = color.cgColor
        view.layer.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "transform.scale")
        animation.delegate = self
        layer.add(animation, forKey: nil)
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
```

```swift file=Sources/App/Screens.swift
import SwiftUI

final class PlaybackController: ObservableObject {
    static let shared = PlaybackController()
    private var queue: [String] = []
    func play(_ id: String) { queue.append(id) }
}

final class DashboardView: UIView {
    func pulse() { AnimationFactory.shared.firePulse(onView: self, color: .red) }
}

struct SearchView: View {
    enum Filter { case all }
    var body: some View { Button("Play") { PlaybackController.shared.play("a") } }
}

struct SearchResultsView: View {
    let filter: SearchView.Filter
    var body: some View { Text("Results") }
}

#Preview("Search") {
    SearchView()
}
```

### A logger named `Log…`, a review-prompt library, a versioned screen only its preview builds

```swift file=Sources/Utils/LogTool.swift
final class LogTool {
    static let shared = LogTool()
    func debug(_ message: String) {}
    func error(_ message: String) {}
}
```

```swift file=Sources/Tools/RateMe/RateMe.swift
import UIKit

public class RateMe: NSObject {
    public static var sharedInstance = RateMe()
    private var events = 0
    public func userDidPerformEvent(showPrompt: Bool) { events += 1 }
}
```

```swift file=Sources/Features/ArticleRepository.swift
final class ArticleRepository {
    func fetch() {
        LogTool.shared.debug("fetching articles")
        RateMe.sharedInstance.userDidPerformEvent(showPrompt: true)
    }
}
```

```swift file=Sources/Views/HomeViewV2.swift
import SwiftUI

final class HealthService {
    static let shared = HealthService()
    private var steps = 0
    func refresh() { steps += 1 }
}

struct HomeViewV2: View {
    var body: some View { Button("Refresh") { HealthService.shared.refresh() } }
}

#Preview {
    HomeViewV2()
}
```

```swift file=Sources/Views/LiveListViewDemo.swift
import SwiftUI

final class TokenVault {
    static let shared = TokenVault()
    private(set) var tokens: [String] = []
    func clearAll() { tokens.removeAll() }
}

struct LiveListViewDemo: View {
    var body: some View {
        List {
            Text("Streams")
            Button("Sign out") { TokenVault.shared.clearAll() }
        }
    }
}

#Preview("Demo") {
    LiveListViewDemo()
}
```

### The app's own `Formatter`, a screen-view event from a screens' extension

```swift
import UIKit

final class Formatter {
    static let shared = Formatter()
    private init() {}
    func string(from date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "dd.MM.yyyy"
        return formatter.string(from: date)
    }
}

final class FirebaseAnalyticsManager {
    static let shared = FirebaseAnalyticsManager()
    private var sent: [String] = []
    func trackScreen(_ name: String) { sent.append(name) }
}

protocol Trackable { var screenName: String { get } }

extension Trackable where Self: UIViewController {
    func trackScreen() { FirebaseAnalyticsManager.shared.trackScreen(screenName) }
}

final class HomeViewModel {
    func title(for date: Date) -> String { Formatter.shared.string(from: date) }
}
```

### A nil check on a local copy of what the caller hands in

```swift file=Sources/App/ConfigManager.swift
final class ConfigManager {
    static let shared = ConfigManager()
    private var outputType: String?
    func getOutputType() -> String? { outputType }
}

@MainActor
final class DataController {
    static let shared = DataController()
    private(set) var isReady = false
    func load() { isReady = true }
}
```

```swift file=Sources/App/OutputFormatter.swift
final class OutputFormatter {
    func format(_ url: String, outputFormat: String?) -> String {
        var output = outputFormat
        if output == nil {
            output = ConfigManager.shared.getOutputType()
        }
        return (output ?? "{url}").replacingOccurrences(of: "{url}", with: url)
    }
}

final class CorpusProvider {
    private var controller: DataController?

    init(controller: DataController? = nil) {
        self.controller = controller
    }

    func isAvailable() async -> Bool {
        var controller = controller
        if controller == nil {
            controller = await MainActor.run { DataController.shared }
            self.controller = controller
        }
        guard let controller else { return false }
        return await MainActor.run { controller.isReady }
    }
}
```

### A method's own fallback, a view nothing builds, views only such a view builds

```swift file=Sources/App/FitnessApp.swift
import SwiftUI

@main
struct FitnessApp: App {
    var body: some Scene { WindowGroup { Text("Today") } }
}
```

```swift file=Sources/Training/WorkoutSession.swift
final class TrainingStore {
    static let shared = TrainingStore()
    private(set) var plans: [String] = []
    func reload() { plans = [] }
}

final class WorkoutSession {
    func start(day: String, store: TrainingStore? = nil) {
        let plans = store ?? TrainingStore.shared
        plans.reload()
    }
}
```

```swift file=Sources/Views/FriendsView.swift
import SwiftUI

final class FriendsStore: ObservableObject {
    static let shared = FriendsStore()
    @Published private(set) var streak = 0
    func loadStreak() { streak += 1 }
}

struct FriendsView: View {
    var body: some View { Button("Streak") { FriendsStore.shared.loadStreak() } }
}
```

```swift file=Sources/Views/StreakBanner.swift
import SwiftUI

final class StreakFeed: ObservableObject {
    static let shared = StreakFeed()
    @Published private(set) var workouts: [Date] = []
    func sync() async { workouts = [] }
}

struct StreakBanner: View {
    @ObservedObject private var feed = StreakFeed.shared
    var body: some View { Label("\(feed.workouts.count) days", systemImage: "flame").task { await feed.sync() } }
}

#Preview { StreakBanner() }
```

```swift file=Sources/Views/UpdatedSettingsView.swift
import SwiftUI

struct UpdatedSettingsView: View {
    var body: some View { List { PremiumStatusView() } }
}
```

```swift file=Sources/Views/PremiumStatusView.swift
import SwiftUI

final class PremiumStore: ObservableObject {
    static let shared = PremiumStore()
    @Published private(set) var isPremium = false
    func showPaywall() { isPremium = true }
}

struct PremiumStatusView: View {
    var body: some View { VStack { PremiumFeatureRow(title: "Sync") } }
}

struct PremiumFeatureRow: View {
    let title: String
    @StateObject private var premium = PremiumStore.shared
    var body: some View { Button(title) { premium.showPaywall() } }
}
```

```swift file=Sources/Views/ModernChallengesView.swift
import SwiftUI

final class PremiumGatekeeper: ObservableObject {
    static let shared = PremiumGatekeeper()
    @Published private(set) var isUnlocked = false
    func unlock() { isUnlocked = true }
}

struct ModernChallengesView: View {
    var body: some View { QuickActionCards(showContent: true) }
}

struct QuickActionCards: View {
    let showContent: Bool
    @StateObject private var gatekeeper = PremiumGatekeeper.shared
    var body: some View { Button("Unlock") { gatekeeper.unlock() } }
}

#Preview { ModernChallengesView() }
```

```swift file=Sources/Training/WorkoutPlanner.swift
import Combine

final class WorkoutPlanner: ObservableObject {
    static let shared = WorkoutPlanner()
    @Published private(set) var streak = 0
    func loadStreak() { streak += 1 }
}
```

```swift file=Sources/Views/RecentWorkoutsList.swift
import SwiftUI

struct RecentWorkoutsList: View {
    var body: some View { Button("Streak") { WorkoutPlanner.shared.loadStreak() } }
}
```

```swift file=Sources/Views/RecoveryTabView.swift
import SwiftUI

final class HealthStore {
    static let shared = HealthStore()
    func load() async -> [Double] { [] }
}

final class RecoveryViewModel: ObservableObject {
    private let health = HealthStore.shared
    @Published private(set) var scores: [Double] = []
    func refresh() async { scores = await health.load() }
}

final class ChannelsViewModel: ObservableObject {
    private let health = HealthStore.shared
    func count() async -> Int { await health.load().count }
}

struct RecoveryTabView: View {
    @StateObject private var model = RecoveryViewModel()
    var body: some View { Text("\(model.scores.count)").task { await model.refresh() } }
}

#Preview { RecoveryTabView() }
```

```swift file=Sources/Views/AssignmentsView2.swift
import SwiftUI

final class AssignmentsStore: ObservableObject {
    static let shared = AssignmentsStore()
    @Published private(set) var tasks: [String] = []
    private let session = URLSession.shared
    func removeTask(_ title: String) { tasks.removeAll { $0 == title } }
    func addTask(_ title: String) { tasks.append(title) }
}

struct AssignmentsView2: View {
    var body: some View {
        List { AssignmentRow(title: "Essay") }.toolbar { Button("Add") { AssignmentsStore.shared.addTask("Essay") } }
    }
}

struct AssignmentRow: View {
    let title: String
    var body: some View { Button("Delete") { AssignmentsStore.shared.removeTask(title) } }
}

struct AssignmentsView2_Previews: PreviewProvider {
    static var previews: some View { AssignmentsView2() }
}
```

```swift file=Sources/Navigation/DeepLinkRoute.swift
enum DeepLinkRoute {
    case calendar(view: CalendarView)

    enum CalendarView: String {
        case month, week
    }

    static func parse(_ value: String) -> DeepLinkRoute {
        .calendar(view: DeepLinkRoute.CalendarView(rawValue: value) ?? .month)
    }
}
```

```swift file=Sources/Views/CalendarView.swift
import SwiftUI

final class CalendarSettings {
    static let shared = CalendarSettings()
    private(set) var uses24HourTime = false
    func toggleClock() { uses24HourTime.toggle() }
}

struct CalendarView: View {
    var body: some View { DayDetailSidebar().onTapGesture { CalendarSettings.shared.toggleClock() } }
}

struct DayDetailSidebar: View {
    var body: some View { Button("24-hour clock") { CalendarSettings.shared.toggleClock() } }
}
```

### A catalog loaded from the app's bundle

```swift
struct TopicInfo: Decodable { let topics: [String: String] }

final class TopicTextsProvider {
    static let shared: TopicTextsProvider = {
        guard let url = Bundle.main.url(forResource: "Topics", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let info = try? JSONDecoder().decode(TopicInfo.self, from: data)
        else { fatalError("Topics.json is missing") }
        return TopicTextsProvider(info: info)
    }()

    private let info: TopicInfo
    init(info: TopicInfo) { self.info = info }

    func topic(for key: String) -> String { info.topics[key] ?? key }
}

final class CategoryCatalog {
    static let shared = CategoryCatalog()
    var categories: [String] = []

    private init() {
        NotificationCenter.default.addObserver(
            forName: .languageChanged, object: nil, queue: nil) { [weak self] _ in self?.reload() }
        reload()
    }

    private func reload() {
        guard let url = Bundle.main.url(forResource: "Categories", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return }
        categories = (try? JSONDecoder().decode([String].self, from: data)) ?? []
    }
}

final class EntryViewModel {
    func title(for key: String) -> String { TopicTextsProvider.shared.topic(for: key) }
    func categoryCount() -> Int { CategoryCatalog.shared.categories.count }
}
```

### A loader of the app's bundled files through its own decoding helper

```swift file=Sources/Support/Bundle+Decoding.swift
extension Bundle {
    func decodeJSON<T: Decodable>(_ name: String) -> T? {
        guard let url = url(forResource: name, withExtension: nil), let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(T.self, from: data)
    }
}
```

```swift file=Sources/Plans/PlanWorkoutLoader.swift
struct PlanWorkout: Decodable {
    let week: Int
    let title: String
}

final class PlanWorkoutLoader {
    static let shared = PlanWorkoutLoader()
    private var workouts: [PlanWorkout] = []
    private let files = ["FoundationWorkouts", "PaceWorkouts"]
    private init() {
        for file in files { workouts += Bundle.main.decodeJSON("\(file).json") ?? [] }
    }
    func workouts(week: Int) -> [PlanWorkout] { workouts.filter { $0.week == week } }
}
```

```swift file=Sources/Plans/PlanProgress.swift
struct PlanProgress {
    static func total(week: Int) -> Int {
        let loader = PlanWorkoutLoader.shared
        return loader.workouts(week: week).count
    }
}
```

### A view navigating through the app's navigation state under any name

```swift
enum AppRoute: Hashable { case leaderboard, userProfile(String) }
enum Tab { case home, explore }

final class AppData: ObservableObject {
    static var shared = AppData()
    private init() {}
    @Published var navStack: [AppRoute] = []
    @Published var activeTab: Tab = .home
    @Published var tappedTwice: Tab? = nil
    func goTo(_ route: AppRoute) { navStack.append(route) }
}

@MainActor
final class SheetsManager: ObservableObject {
    static let shared = SheetsManager()
    private init() {}
    @Published var presenting: Sheet? = nil
    enum Sheet: Identifiable {
        case comments(activityId: String)
        var id: String { "comments" }
    }
}

struct ProfileAchievements: View {
    @ObservedObject private var appData = AppData.shared
    var body: some View {
        Button("Leaderboard") { AppData.shared.goTo(.leaderboard) }
            .onChange(of: appData.tappedTwice) { _ in }
    }
}

struct ActivityFooter: View {
    let activityId: String
    var body: some View {
        Button("Comments") { SheetsManager.shared.presenting = .comments(activityId: activityId) }
    }
}
```

```swift file=Sources/App/BaseViewController.swift
import UIKit

final class SceneCoordinator {
    static let shared = SceneCoordinator()
    func pop() {}
}

class BaseViewController: UIViewController {}

protocol ViewControllerTransitionable {
    func pop()
}

extension ViewControllerTransitionable where Self: BaseViewController {
    func pop() { SceneCoordinator.shared.pop() }
}
```

### The object an `App` builds to make its screens' view models

```swift
final class ProfessionalDataManager {
    static let shared = ProfessionalDataManager()
    private(set) var patients: [String] = []
    func addPatient(_ id: String) { patients.append(id) }
}
final class ProfessionalSubscriptionManager {
    static let shared = ProfessionalSubscriptionManager()
    private(set) var tier = "free"
    func purchase() async { tier = "pro" }
}
final class PatientListViewModel {
    init(dataManager: ProfessionalDataManager, subscriptionManager: ProfessionalSubscriptionManager) {}
}

@MainActor
final class ProfessionalAppDependencies: ObservableObject {
    let subscriptionManager: ProfessionalSubscriptionManager
    let dataManager: ProfessionalDataManager

    init() {
        subscriptionManager = ProfessionalSubscriptionManager.shared
        dataManager = ProfessionalDataManager.shared
    }

    func makePatientListViewModel() -> PatientListViewModel {
        PatientListViewModel(dataManager: dataManager, subscriptionManager: subscriptionManager)
    }
}

@main
struct OralableForProfessionals: App {
    @StateObject private var dependencies: ProfessionalAppDependencies

    init() {
        let deps = ProfessionalAppDependencies()
        _dependencies = StateObject(wrappedValue: deps)
    }

    var body: some Scene {
        WindowGroup { Text("Patients").environmentObject(dependencies) }
    }
}
```

### A list its initializer builds once and keeps privately

```swift
final class CurrencyManager: Sendable {
    static let shared = CurrencyManager()
    private let _availableCurrencies: [(String, String)]

    private init() {
        self._availableCurrencies = Self.generateAvailableCurrencies()
    }

    var availableCurrencies: [(String, String)] { _availableCurrencies }
    var systemCurrencyCode: String? { Locale.current.currency?.identifier }

    func isValidCurrencyCode(_ code: String) -> Bool {
        availableCurrencies.contains { $0.0 == code }
    }

    private static func generateAvailableCurrencies() -> [(String, String)] {
        Locale.commonISOCurrencyCodes.map { ($0, $0) }
    }
}

struct GeneralSettingsView: View {
    private let currencyManager = CurrencyManager.shared
    var body: some View {
        Text(currencyManager.systemCurrencyCode ?? "USD")
    }
}
```

### A RIBs root component choosing a shared service

```swift
import ModernRIBs

protocol AppRootDependency: Dependency {}
protocol NotificationPermissionUseCaseInterface {}

final class PushService: NotificationPermissionUseCaseInterface {
    static let shared = PushService()
    private var token: String?
    func register() {}
}

final class AppRootComponent: Component<AppRootDependency> {
    let notificationPermissionUseCase: NotificationPermissionUseCaseInterface = PushService.shared
}
```

### A launch sequence starting the managers

```swift
final class ChallengeManager {
    static let shared = ChallengeManager()
    private var challenges: [String] = []
    func start() async { challenges.removeAll() }
}

final class InitializationManager {
    static let shared = InitializationManager()
    private(set) var isReady = false

    func initialize() async {
        await ChallengeManager.shared.start()
        isReady = true
    }
}
```

### A cell scaling a picture through a shared helper

```swift
import UIKit

final class AppManager {
    static let shared = AppManager()
    var userToken: String?

    func resizeImage(image: UIImage, newWidth: CGFloat) -> UIImage {
        let height = image.size.height * newWidth / image.size.width
        UIGraphicsBeginImageContext(CGSize(width: newWidth, height: height))
        image.draw(in: CGRect(x: 0, y: 0, width: newWidth, height: height))
        let resized = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return resized ?? image
    }
}

final class ExclusivesCell: UITableViewCell {
    func show(_ image: UIImage) {
        imageView?.image = AppManager.shared.resizeImage(image: image, newWidth: 80)
    }
}
```

### An actor ranking the list it is handed

```swift
actor RankingEngine {
    static let shared = RankingEngine()
    private var catalog: Catalog?

    func configure(catalog: Catalog) { self.catalog = catalog }

    func rank(_ items: [Item], limit: Int) async -> [Item] {
        var ranked: [Item] = []
        ranked.append(contentsOf: items.filter { $0.score > 0 }.sorted { $0.score > $1.score })
        return Array(ranked.prefix(limit))
    }
}

final class Catalog {}
struct Item { var score: Double }

final class DiscoverModel {
    private(set) var top: [Item] = []
    func refresh(with items: [Item]) async {
        top = await RankingEngine.shared.rank(items, limit: 5)
    }
}
```

### A view showing a cover from a picture store

```swift
import SwiftUI
import UIKit

final class LocalImageStorage {
    static let shared = LocalImageStorage()
    private let folder = FileManager.default.temporaryDirectory
    func load(from name: String) -> UIImage? { UIImage(contentsOfFile: folder.appendingPathComponent(name).path) }
    func save(_ image: UIImage, as name: String) {}
}

struct CourseCard: View {
    let coverName: String
    var body: some View {
        if let cover = LocalImageStorage.shared.load(from: coverName) {
            Image(uiImage: cover)
        }
    }
}
```

### A comment cell showing its author's avatar

```swift
import UIKit

final class RattitUserManager {
    static let sharedInstance = RattitUserManager()
    private var avatars: [String: UIImage] = [:]
    func getRattitUserAvatarImage(userId: String, completion: @escaping (UIImage?) -> Void) { completion(avatars[userId]) }
}

final class MomentCommentTableViewCell: UITableViewCell {
    @IBOutlet var avatarView: UIImageView!
    func configure(authorId: String) {
        RattitUserManager.sharedInstance.getRattitUserAvatarImage(userId: authorId) { [weak self] image in
            self?.avatarView.image = image
        }
    }
}
```

### A view asking whether the user follows someone

```swift
import UIKit

final class UserStateManager {
    static let sharedInstance = UserStateManager()
    var followees: [String] = []
    var blocked: [String] = []
    func follow(_ id: String) { followees.append(id) }
}

final class FollowHeaderView: UIView {
    @IBOutlet var followButton: UIButton!
    func setStatus(userId: String) {
        followButton.isSelected = UserStateManager.sharedInstance.followees.contains(userId)
        followButton.isEnabled = UserStateManager.sharedInstance.blocked.first { $0 == userId } == nil
    }
}
```

### A cell asking whether the user saved a song

```swift
import UIKit

final class User {
    static let currentUser = User()
    var spotifyUser: SpotifyUser?
    func logOut() { spotifyUser = nil }
}

final class SpotifyUser {
    var savedTracks: [String: Bool] = [:]
}

final class SongCellView: UIView {
    var isSaved = false
    func update(trackID: String) {
        if User.currentUser.spotifyUser?.savedTracks[trackID] != nil {
            isSaved = true
        }
        if let _ = User.currentUser.spotifyUser?.savedTracks[trackID] {
            isSaved = true
        }
    }
}
```

### A theme picker's row marking and setting the chosen theme

```swift
import SwiftUI

struct SimpleTheme: Equatable {
    var title: String
}

final class ThemeManager {
    static let shared = ThemeManager()
    var currentTheme = SimpleTheme(title: "Default")
    func checkSystemMode() { currentTheme = SimpleTheme(title: "Dark") }
}

struct ThemeRow: View {
    let item: SimpleTheme

    var body: some View {
        Button {
            ThemeManager.shared.currentTheme = item
        } label: {
            HStack {
                Text(item.title)
                if item == ThemeManager.shared.currentTheme {
                    Image(systemName: "checkmark")
                }
            }
        }
    }
}
```

### A screen greeting the signed-in user by name

```swift
import UIKit

extension String {
    func capitalizingFirstLetter() -> String { prefix(1).uppercased() + dropFirst() }
}

final class SessionStore {
    private static var sharedObject: SessionStore?
    class func shared() -> SessionStore {
        if sharedObject == nil { sharedObject = SessionStore() }
        return sharedObject!
    }
    var profile = Profile()
}

final class Profile { var name: String? }

final class InterestsViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        let greeting = "Hi \(SessionStore.shared().profile.name?.capitalizingFirstLetter() ?? "")!"
        titleLabel.text = greeting
    }
}
```

### A feature manager saving its preferences in observers, its settings pane, a floating panel

```swift
import AppKit
import SwiftUI

final class FeatureManager: ObservableObject {
    static let shared = FeatureManager()
    private let userDefaults = UserDefaults.standard

    @Published var layout: String { didSet { userDefaults.set(layout, forKey: "layout") } }
    @Published var theme: String { didSet { userDefaults.set(theme, forKey: "theme") } }
    @Published var icon: String { didSet { userDefaults.set(icon, forKey: "icon") } }
    @Published var engine: String { didSet { userDefaults.set(engine, forKey: "engine") } }

    private init() {
        layout = userDefaults.string(forKey: "layout") ?? "horizontal"
        theme = userDefaults.string(forKey: "theme") ?? "dark"
        icon = userDefaults.string(forKey: "icon") ?? "light"
        engine = userDefaults.string(forKey: "engine") ?? "google"
    }
}

struct GeneralSettingsView: View {
    @ObservedObject private var features = FeatureManager.shared
    var body: some View { TextField("Icon", text: $features.icon) }
}

final class QuickActionPanel: NSPanel {
    private let button = NSButton()

    func configureButton() {
        let iconName = FeatureManager.shared.icon
        button.image = NSImage(named: iconName)
    }
}
```

### A screen's background from the theme of the hour

```swift
import UIKit

enum ThemeApp: String { case morning, day, night }

final class ThemeManager {
    static let shared = ThemeManager()
    func currentTheme() -> ThemeApp { Calendar.current.component(.hour, from: Date()) < 12 ? .morning : .day }
    func findImage(name: String, themeApp: ThemeApp) -> UIImage { UIImage(named: name + themeApp.rawValue) ?? UIImage() }
}

final class TutorialViewController: UIViewController {
    @IBOutlet var backgroundView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        backgroundView.image = ThemeManager.shared.findImage(name: "startLogo", themeApp: ThemeManager.shared.currentTheme())
    }
}
```

### A thumbnail made on the server, a mount folder built from the server handed in

```swift
import SwiftUI

struct Server { var host: String; var path: String }

final class ThumbnailManagerRemote {
    static let shared = ThumbnailManagerRemote()
    private var cache: [String: Image] = [:]
    private var visible: Set<String> = []
    func thumbnail(for path: String) -> Image? { cache[path] }
    func markVisible(_ path: String, _ isVisible: Bool) {
        if isVisible { visible.insert(path) } else { visible.remove(path) }
    }
}

final class ServerMountManager {
    static let shared = ServerMountManager()
    private var mounted: [String: String] = [:]

    func getMountPath(for server: Server) -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(mountKey(server.host, server.path))
    }

    private func mountKey(_ host: String, _ path: String) -> String { host + ":" + path }
}

struct RemoteFileRow: View {
    let server: Server
    let path: String

    var body: some View {
        HStack {
            ThumbnailManagerRemote.shared.thumbnail(for: path)
            Text(ServerMountManager.shared.getMountPath(for: server).path)
        }
        .onDisappear { ThumbnailManagerRemote.shared.markVisible(path, false) }
    }
}
```

### A view navigating through a store of navigation paths

```swift
import SwiftUI

enum NavPath: Hashable {
    case exam(String)
    case profile
}

final class NavManager: ObservableObject {
    static let shared = NavManager()
    @Published var paths: [NavPath] = []
    func push(_ path: NavPath) { paths.append(path) }
}

struct PendingGradesView: View {
    let examId: String
    var body: some View {
        Button("Grade") { NavManager.shared.push(.exam(examId)) }
    }
}
```

### A settings sheet bound to the settings store

```swift
import SwiftUI

final class AutoRecordSettings: ObservableObject {
    static let shared = AutoRecordSettings()
    @Published var isEnabled = UserDefaults.standard.bool(forKey: "autoRecord")
}

struct SettingsSheet: View {
    @ObservedObject private var settings = AutoRecordSettings.shared
    var body: some View {
        Toggle("Record visits", isOn: $settings.isEnabled)
    }
}
```

### A SwiftUI settings pane bound to the settings store

```swift
import SwiftUI

final class UserSettings: ObservableObject {
    static let shared = UserSettings()
    private let defaults = UserDefaults.standard
    @Published var mouseThrottleHz = 60
}

struct MouseHIDSettingsView: View {
    @ObservedObject private var settings = UserSettings.shared
    var body: some View {
        Stepper("Throttle", value: $settings.mouseThrottleHz)
    }
}
```

### A singleton nested in the screen that uses it, and one local to a function

```swift
import UIKit

final class PlayerViewController: UIViewController {
    class PipRecorder {
        static let shared = PipRecorder()
        var playing: [UIViewController] = []
    }

    func startPip() {
        PipRecorder.shared.playing.append(self)
    }
}

enum WebRequest {
    static func sign(_ query: String) -> String {
        class WebIdCache {
            static let shared = WebIdCache()
            var webId: String?
        }
        if let id = WebIdCache.shared.webId { return query + id }
        WebIdCache.shared.webId = "w"
        return query
    }
}
```

### A settings pane holding its store in a typed property, a selection screen it opens

```swift file=Sources/Settings/SettingsManager.swift
import SwiftUI

@MainActor final class SettingsManager: ObservableObject {
    static let shared = SettingsManager()
    @AppStorage("nameFormat") var nameFormat = "firstLast"
    @AppStorage("appearance") var appearance = "system"
}
```

```swift file=Sources/Settings/SettingsView.swift
import SwiftUI

struct SettingsView: View {
    @StateObject private var settingsManager: SettingsManager = .shared
    var body: some View {
        Form {
            Picker("Appearance", selection: $settingsManager.appearance) { Text("System").tag("system") }
            NavigationLink("Names") { NameSelectionView() }
        }
    }
}

struct NameSelectionView: View {
    @ObservedObject private var settingsManager: SettingsManager = .shared
    var body: some View {
        Picker("Name format", selection: $settingsManager.nameFormat) { Text("First Last").tag("firstLast") }
    }
}
```

### The app delegate's launch sequence

```swift
import UIKit

final class LocalDBMigrator {
    static let shared = LocalDBMigrator()
    private var version = 0
    func migrateSchema() throws { version += 1 }
}

final class ApplicationLaunch: NSObject {
    func start() {
        try? LocalDBMigrator.shared.migrateSchema()
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let applicationLaunch = ApplicationLaunch()
}
```

### A picker sheet only the settings pane builds

```swift file=Sources/Settings/WatchSettings.swift
import SwiftUI

final class WatchSettings: ObservableObject {
    static let shared = WatchSettings()
    private let defaults = UserDefaults.standard
    @Published var bodyWeight = 70.0
}
```

```swift file=Sources/Settings/SettingsView.swift
import SwiftUI

struct SettingsView: View {
    @State private var showsWeight = false
    var body: some View {
        Button("Body weight") { showsWeight = true }
            .sheet(isPresented: $showsWeight) { BodyWeightPickerView() }
    }
}

struct BodyWeightPickerView: View {
    @ObservedObject private var settings = WatchSettings.shared
    var body: some View { Picker("Weight", selection: $settings.bodyWeight) { Text("70").tag(70.0) } }
}
```

### A catch-all helper's alerts, loading indicator and navigation stack, an accent colour drawn by views and a button style

```swift file=Sources/App/Common/Helper.swift
import UIKit

final class Helper {
    static let shared = Helper()
    private var demoSeconds = 0
    func startLoading() {}
    func stopLoading() {}
    func alert(title: String, message: String) {}
    func alertYesNoActions(title: String, completion: @escaping (Bool) -> Void) {}
    func topNavigationController() -> UINavigationController? { nil }
}
```

```swift file=Sources/App/Settings/AppSettings.swift
import SwiftUI

@Observable final class AppSettings {
    static let shared = AppSettings()
    var accentColorHex = "#0A84FF" {
        didSet { UserDefaults.standard.set(accentColorHex, forKey: "accent") }
    }
    var accentColor: Color { Color(accentColorHex) }
    func pick(_ hex: String) { accentColorHex = hex }
}
```

```swift file=Sources/App/Screens/OnboardingViewController.swift
import SwiftUI
import UIKit

final class OnboardingViewController: UIViewController {
    func finish() {
        Helper.shared.stopLoading()
        Helper.shared.topNavigationController()?.pushViewController(UIViewController(), animated: true)
    }
}

final class LocationPermission {
    private var status = 0
    func denied() {
        Helper.shared.alertYesNoActions(title: "Allow location in Settings") { _ in }
    }
}

struct GlassButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(AppSettings.shared.accentColor.opacity(0.8))
    }
}

struct ImportLinkView: View {
    var body: some View {
        Text("Open").foregroundStyle(AppSettings.shared.accentColor)
    }
}
```

### A table of endpoints, one of them a literal its method returns

```swift file=Sources/App/Constants/APIEngine.swift
import Foundation

class APIEngine: NSObject {
    static let shared = APIEngine()
    let baseURL = "https://api.example.com/v1/"
    let dependants = "Enrollment/AddDependant"
    func addDependantURL(employee: String) -> String {
        return baseURL + dependants + "?Employee=\(employee)"
    }
    func topUpOptionsURL(employee: String) -> String {
        return "https://localhost:3000/topUp"
    }
}
```

```swift file=Sources/App/Screens/AddDependantViewController.swift
import UIKit

final class AddDependantViewController: UIViewController {
    func save(employee: String) {
        _ = APIEngine.shared.addDependantURL(employee: employee)
        _ = APIEngine.shared.topUpOptionsURL(employee: employee)
    }
}
```

### A wrapper of the system pasteboard

```swift
import AppKit
import SwiftUI

final class ClipboardService {
    static let shared = ClipboardService()
    private let pasteboard = NSPasteboard.general
    func copy(_ text: String) {
        pasteboard.clearContents()
        pasteboard.setString(text, forType: .string)
    }
}

struct TranscriptView: View {
    let text: String
    var body: some View { Button("Copy") { ClipboardService.shared.copy(text) } }
}
```

### A phrase generator drawing from another type's word lists, a validator with a stub check

```swift
import Foundation

enum WordLists {
    static let adjectives = ["purple", "golden"]
    static let nouns = ["castle", "river"]
}

final class RecoveryPhraseGenerator {
    static let shared = RecoveryPhraseGenerator()
    private enum Template: CaseIterable { case short, long }
    func generatePhrase() -> String { fill(pickTemplate()) }
    private func pickTemplate() -> Template { Template.allCases.randomElement()! }
    private func fill(_ template: Template) -> String {
        let count = template == .short ? 2 : 4
        return (0..<count).map { _ in WordLists.adjectives.randomElement()! + " " + WordLists.nouns.randomElement()! }
            .joined(separator: " ")
    }
}

final class PatternValidator {
    static let shared = PatternValidator()
    let minimumNodes = 6
    func validate(_ pattern: [Int]) -> Bool { pattern.count >= minimumNodes && !isCommonLetter(pattern) }
    private func isCommonLetter(_ _: [Int]) -> Bool { false }
}

final class RecoveryPhraseViewController: UIViewController {
    func regenerate() -> String { RecoveryPhraseGenerator.shared.generatePhrase() }
    func check(_ pattern: [Int]) -> Bool { PatternValidator.shared.validate(pattern) }
}
```

### A checkmark tinted with the accent colour a settings store keeps

```swift
enum AppThemeColors: Int {
    case blue, red
    var color: Color { self == .blue ? .blue : .red }
}

final class SettingsStore: ObservableObject {
    static let shared = SettingsStore()
    @AppStorage("appThemeColor") var appTheme: AppThemeColors = .blue
    func reset() { appTheme = .blue }
}

struct AddToListRow: View {
    var body: some View {
        Image(systemName: "checkmark").foregroundColor(SettingsStore.shared.appTheme.color)
    }
}

// Through a getter, and asked of the stored theme's method returning a fill.
public class Theme {
    private let textStyle: AnyShapeStyle
    init(textStyle: AnyShapeStyle) { self.textStyle = textStyle }
    public func getTextStyle() -> AnyShapeStyle { textStyle }
}

public class AppSettings: ObservableObject {
    public static let shared = AppSettings()
    @Published public var theme: Theme!
    func getAppTheme() -> AppThemeColors { .blue }
}

struct TitleBarView: View {
    var body: some View {
        Text("PCL").foregroundStyle(AppSettings.shared.theme.getTextStyle())
            .background(AppSettings.shared.getAppTheme().color)
    }
}

// A UI library's bar and button, coloured so.
final class ChatInputBar: InputBarAccessoryView {
    func style() { backgroundColor = UIColor(AppSettings.shared.getAppTheme().color) }
}

final class ChatSendButton: InputBarButtonItem {
    func style() { tintColor = UIColor(AppSettings.shared.getAppTheme().color) }
}
```

### A hand-made container keeping shared instances among the services it builds

```swift
final class FileService {
    static let shared = FileService()
    func save(_ data: Data, named name: String) {}
}

final class LeaderboardService {
    static let shared = LeaderboardService()
    private var scores: [Int] = []
    func submit(_ score: Int) { scores.append(score) }
}

final class SettingsService {}
final class UserProfileService {}
final class LevelsService {}
final class ShopService {}

final class Services {
    static let shared = Services()
    let settingsService = SettingsService()
    let fileService = FileService.shared
    let userProfileService = UserProfileService()
    let leaderboardService = LeaderboardService.shared
    let levelsService = LevelsService()
    let shopService = ShopService()
}
```

### A simulation build's double, declared in the tests

```swift file=Kit/Ble/Tests/BleManagerSimulated.swift
final class BleManagerSimulated {
    static let simulated = BleManagerSimulated()
    private var peripherals: [String] = []
    func scan() { peripherals.append("simulated") }
}
```

```swift file=App/Config.swift
struct Config {
    #if SIMULATEBLUETOOTH
    static let scanner = BleManagerSimulated.simulated
    #endif
}
```

### A session store keeping its user in the defaults behind a seam

```swift
import UIKit

protocol UserDefaultsProtocol {
    func set(_ value: Any?, forKey defaultName: String)
    func data(forKey defaultName: String) -> Data?
}

extension UserDefaults: UserDefaultsProtocol {}

final class UserManager {
    static let sharedInstance = UserManager()
    let defaults: UserDefaultsProtocol
    let userKey = "user"
    var currentUser = Data() {
        didSet { defaults.set(currentUser, forKey: userKey) }
    }
    init(defaults: UserDefaultsProtocol = UserDefaults.standard) { self.defaults = defaults }
    func activeUser() -> Data { defaults.data(forKey: userKey) ?? currentUser }
}

final class ProfileViewController: UIViewController {
    func show() { title = String(UserManager.sharedInstance.activeUser().count) }
}
```

### A bag of dependencies whose initializer binds each abstraction to a shared instance

```swift
protocol AuthService {}
protocol NetworkManagerType {}
protocol Coordinating {}

final class FirebaseAuth: AuthService {
    static let shared = FirebaseAuth()
    private var user: String?
}

final class NetworkManager: NetworkManagerType {
    static let shared = NetworkManager()
    private var tasks: [Int] = []
}

struct ApplicationDependency {
    var coordinator: Coordinating!
    let authService: AuthService
    let networkManager: NetworkManagerType

    init() {
        authService = FirebaseAuth.shared
        networkManager = NetworkManager.shared
    }
}
```

### A banner's error, the localization shorthand, analytics through a hub's member

```swift
final class NotificationService: ObservableObject {
    static let shared = NotificationService()
    @Published private(set) var queue: [String] = []
    func showError(title: String, message: String) { queue.append(message) }
}

final class L10n {
    static var shared = L10n()
    var language = "en"
    func getSystemLanguage() -> String { language }
    func setLanguage(_ code: String) { language = code }
}

protocol AnalyticsProvider { func logEvent(withEvent event: String) }
final class FirebaseAnalytics: AnalyticsProvider { func logEvent(withEvent event: String) {} }

final class AppCore {
    static let shared = AppCore()
    let analytics: AnalyticsProvider = FirebaseAnalytics()
}

struct LoginView: View {
    var body: some View {
        Button("Sign in") {
            NotificationService.shared.showError(title: "Sign in", message: "Try again")
            AppCore.shared.analytics.logEvent(withEvent: "sign_in_tapped")
        }
    }
}

final class DataManager {
    func seedFileName() -> String { "products_" + L10n.shared.getSystemLanguage() }
}
```

### A wrapper of the main screen's size

```swift
final class ScreenBoundsSupplier: ObservableObject {
    static let shared = ScreenBoundsSupplier()
    private init() {}

    func getScreenWidth() -> CGFloat { UIScreen.main.bounds.width }
    func getScreenHeight() -> CGFloat { UIScreen.main.bounds.height }
}

struct ProductTile: View {
    var body: some View {
        Text("Tile")
            .frame(width: ScreenBoundsSupplier.shared.getScreenWidth() * 0.4,
                   height: ScreenBoundsSupplier.shared.getScreenHeight() * 0.3)
    }
}
```

### A floating panel's controller reading its preferences

```swift
final class SettingsManager: ObservableObject {
    static let shared = SettingsManager()
    private let defaults = UserDefaults.standard
    @Published var enableQuickPreview = true {
        didSet { defaults.set(enableQuickPreview, forKey: "enableQuickPreview") }
    }
    @Published var quickPreviewItemCount = 5 {
        didSet { defaults.set(quickPreviewItemCount, forKey: "quickPreviewItemCount") }
    }

    func reset() {
        enableQuickPreview = true
        quickPreviewItemCount = 5
    }
}

final class KeyInterceptingPanel: NSPanel {}

final class QuickPreviewPanelController {
    private var panel: KeyInterceptingPanel?

    func show(items: [String]) {
        guard SettingsManager.shared.enableQuickPreview else { return }
        let shown = items.prefix(SettingsManager.shared.quickPreviewItemCount)
        panel?.title = shown.joined(separator: ", ")
        panel?.orderFront(nil)
    }
}
```

### A window geometry read by views, a formatter of relative dates

```swift
struct Rect {
    var width: CGFloat
    var height: CGFloat
}

final class Geometries {
    static var main = Geometries()
    var content: [Rect]
    init() { content = [Rect(width: 800, height: 600)] }
}

struct WelcomeView: View {
    var body: some View {
        Text("Welcome").frame(height: Geometries.main.content[0].height)
    }
}

struct StarredTransformer {
    func process(_ response: Response) -> Response {
        switch response {
        case .success(var entity):
            entity.content = true
            return .success(entity)
        case .failure(let error):
            if var entity = error.entity {
                entity.content = false
                return .success(entity)
            }
            return response
        }
    }
}

final class SystemHelper {
    static let shared = SystemHelper()
    private init() {}

    func formatDate(_ date: Date) -> String {
        guard Calendar.current.isDateInToday(date) else { return DateFormatter().string(from: date) }
        let relative = RelativeDateTimeFormatter()
        relative.unitsStyle = .full
        return relative.localizedString(for: date, relativeTo: Date())
    }
}

final class DateCell: NSTableCellView {
    func show(_ date: Date) {
        textField?.stringValue = SystemHelper.shared.formatDate(date)
    }
}
```

### Preview scaffolding in a folder of its own

```swift file=Retro/PreviewHelpers/CardPreviewContainer.swift
import SwiftUI

struct CardPreviewContainer<Content: View>: View {
    let content: (String) -> Content
    var body: some View { CardLoader(content: content) }
}

private struct CardLoader<Content: View>: View {
    let content: (String) -> Content
    var body: some View { content(SampleCards.shared.firstCard()) }
}
```

```swift file=Retro/Views/CardView.swift
import SwiftUI

struct CardView: View {
    let card: String
    var body: some View { Text(card) }
}

#Preview {
    CardPreviewContainer { card in CardView(card: card) }
}
```

```swift file=Retro/Models/SampleCards.swift
final class SampleCards {
    static let shared = SampleCards()
    private var cards: [String] = []
    func firstCard() -> String { cards.first ?? "" }
}
```

### Settings pages only a dead settings view and a debug build name

```swift
import SwiftUI

final class MetadataCache {
    static let shared = MetadataCache()
    private var entries: [String: String] = [:]
    func clear() { entries.removeAll() }
}

@main
struct ClipApp: App {
    var body: some Scene { WindowGroup { Text("Clips") } }
}

struct SettingsView: View {
    var body: some View {
        ClipboardSettingsPage()
        #if DEBUG
        TestSettingsPage()
        #endif
    }
}

struct ClipboardSettingsPage: View {
    var body: some View { ClipboardBehaviorsSection() }
}

struct ClipboardBehaviorsSection: View {
    var body: some View { Button("Clear") { MetadataCache.shared.clear() } }
}

struct TestSettingsPage: View {
    var body: some View { Button("Reset") { MetadataCache.shared.clear() } }
}
```

### A view modifier handing the shared store's context down the environment

```swift
import CoreData
import SwiftUI

final class PersistenceController {
    static let shared = PersistenceController()
    let container = NSPersistentContainer(name: "Model")
}

struct SystemServices: ViewModifier {
    let persistenceController = PersistenceController.shared

    func body(content: Content) -> some View {
        content.environment(\.managedObjectContext, persistenceController.container.viewContext)
    }
}
```

### A view its initializer hands the shared settings, passed down the environment

```swift
import SwiftUI

final class AppSettings: ObservableObject {
    static let shared = AppSettings()
    @Published var locale = Locale.current
}

struct SettingsRootView<Content: View>: View {
    private let content: Content
    @ObservedObject private var settings: AppSettings

    init(content: () -> Content) {
        self.content = content()
        self.settings = AppSettings.shared
    }

    var body: some View {
        content
            .environment(\.locale, settings.locale)
            .environmentObject(settings)
    }
}
```

### An in-app banner queue, and the app's launch configurator

```swift
final class NotificationBannerQueue {
    static let shared = NotificationBannerQueue()
    private var waiting: [String] = []
    func enqueueBanner(_ text: String) { waiting.append(text) }
}

final class TaskStore {
    static let shared = TaskStore()
    private var overdue: [String] = []
    func checkOverdue() { overdue.removeAll() }
}

final class AppConfigurator {
    static let configurator = AppConfigurator()
    private let builder = ModuleBuilder()
    func firstScreen() -> UIViewController {
        TaskStore.shared.checkOverdue()
        return builder.makeHome()
    }
}

final class AccountViewController: UIViewController {
    func didSave() { NotificationBannerQueue.shared.enqueueBanner("Saved") }
}
```

### A catalog of categories written out in a private list

```swift
import UIKit

struct TaskCategory {
    var title: String
    var symbol: String
}

final class TaskCategoryCatalog {
    static let catalog = TaskCategoryCatalog()
    private var categories: [TaskCategory] = [
        TaskCategory(title: "Work", symbol: "briefcase"),
        TaskCategory(title: "Home", symbol: "house"),
    ]
    func allCategories() -> [TaskCategory] { categories }
    func category(titled title: String) -> TaskCategory? { categories.first { $0.title == title } }
}

final class NewTaskViewController: UIViewController {
    func loadCategories() -> [TaskCategory] { TaskCategoryCatalog.catalog.allCategories() }
}
```

### A JSON converter's codecs, a power assertion's wrapper

```swift
import Foundation
import IOKit.pwr_mgt

final class JsonConverter {
    static let shared = JsonConverter()
    private let encoder = JSONEncoder()
    func encode<T: Encodable>(object: T) -> String {
        (try? encoder.encode(object)).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }
}

final class SleepPreventer {
    static let shared = SleepPreventer()
    private var assertion: IOPMAssertionID = 0
    func preventSleep() {
        IOPMAssertionCreateWithName("PreventUserIdleDisplaySleep" as CFString, 255, "Recording" as CFString, &assertion)
    }
    func allowSleep() { IOPMAssertionRelease(assertion) }
}

final class RecordingSession {
    func start(_ settings: [String: Int]) -> String {
        SleepPreventer.shared.preventSleep()
        return JsonConverter.shared.encode(object: settings)
    }
}
```

### A thumbnail view caching the picture it downloaded

```swift
import UIKit

final class CacheService {
    static let shared = CacheService()
    private let images = NSCache<NSString, UIImage>()
    func getImageFromImageCache(withURL url: String) -> UIImage? { images.object(forKey: url as NSString) }
    func addImageToImageCache(image: UIImage, url: String) { images.setObject(image, forKey: url as NSString) }
}

final class ThumbnailView: UIImageView {
    func show(_ url: String, downloaded: UIImage) {
        if let cached = CacheService.shared.getImageFromImageCache(withURL: url) {
            image = cached
            return
        }
        image = downloaded
        CacheService.shared.addImageToImageCache(image: downloaded, url: url)
    }
}
```

### An Xcode source editor command asking the app over its connection

```swift
import Foundation
import XcodeKit

final class IPCClient {
    static let shared = IPCClient()
    private var connection: NSXPCConnection?
    func acceptedCode(for lines: [String]) async throws -> [String]? { nil }
}

final class AcceptSuggestionCommand: NSObject, XCSourceEditorCommand {
    func perform(with invocation: XCSourceEditorCommandInvocation, completionHandler: @escaping (Error?) -> Void) {
        Task {
            _ = try? await IPCClient.shared.acceptedCode(for: [])
            completionHandler(nil)
        }
    }
}
```

### The shared state of the app's loading sheet

```swift
import SwiftUI

final class LoadingState: ObservableObject {
    static let shared = LoadingState()
    @Published var isPresented = false
    private(set) var text = ""
    func show(text: String = "") { self.text = text; isPresented = true }
    func hide() { isPresented = false }
}

struct ProviderDetailView: View {
    var body: some View {
        Button("Refresh") {
            LoadingState.shared.show(text: "Refreshing")
            LoadingState.shared.hide()
        }
    }
}
```

### The root object the root view builds in the App's place

```swift
import SwiftUI

@main
struct RunApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

struct RootView: View {
    @StateObject private var appState = AppState()
    var body: some View { Text("Run").environmentObject(appState) }
}

final class HeartRateMonitor {}
final class SpeechAnnouncer {}
final class IntervalTrainer {
    init(monitor: HeartRateMonitor, announcer: SpeechAnnouncer) {}
}

final class AudioEngine {
    static let shared = AudioEngine()
    private var players: [String] = []
    func prepare() { players.append("main") }
}

final class AppState: ObservableObject {
    let trainer: IntervalTrainer
    init() {
        trainer = IntervalTrainer(monitor: HeartRateMonitor(), announcer: SpeechAnnouncer())
        AudioEngine.shared.prepare()
    }
}
```

### An Objective-C facade of class functions marked `@objcMembers`

```swift
import Foundation

final class CartDataManager {
    static let sharedInstance = CartDataManager()
    private var items: [String] = []
    func add(_ sku: String) { items.append(sku) }
}

@objcMembers class DataAggregator: NSObject {
    class func addToCart(_ sku: String) { CartDataManager.sharedInstance.add(sku) }
}
```

### A date manager with no state, and a catalog actor over bundled JSON

```swift
import Foundation
import UIKit

final class DateManager {
    static let shared = DateManager()
    private init() {}
    func lastSevenDays() -> [String] {
        let formatter = DateFormatter()
        formatter.dateFormat = "E"
        return (0..<7).map { formatter.string(from: Date().addingTimeInterval(Double(-$0) * 86_400)) }
    }
}

struct CloudService: Decodable { let name: String }

actor ServiceCatalog {
    static let shared = ServiceCatalog()
    private var cached: [CloudService]?
    func services() -> [CloudService] {
        if let cached { return cached }
        guard let url = Bundle.main.url(forResource: "services", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let loaded = try? JSONDecoder().decode([CloudService].self, from: data)
        else { return [] }
        cached = loaded
        return loaded
    }
}

final class ChartCell: UITableViewCell {
    func configure() -> [String] { DateManager.shared.lastSevenDays() }
}

struct ServiceIndexer {
    func index() async -> Int { await ServiceCatalog.shared.services().count }
}
```

### A numbered fixture parsed from a bundled file

```swift file=Sources/Core/PricesAPI.swift
import Foundation
import XMLCoder

final class PricesAPI {
    static let shared = PricesAPI()
    private init() {}
    func parseDayAheadPrices(fromXML data: Data) throws -> DayAheadPrices {
        let decoder = XMLDecoder()
        return try decoder.decode(DayAheadPrices.self, from: data)
    }
}
```

```swift file=Sources/Core/DayAheadPrices.swift
import Foundation

struct DayAheadPrices: Codable {
    var prices: [Double]
}

extension DayAheadPrices {
    static let mocked1: DayAheadPrices = {
        let url = Bundle.main.url(forResource: "mocked-prices-1", withExtension: "xml")!
        let prices = try! PricesAPI.shared.parseDayAheadPrices(fromXML: Data(contentsOf: url))
        return prices
    }()
}
```

### An app-wide bus of an event library's events

```swift
import EmitterKit
import UIKit

final class Events {
    static let shared = Events()
    let tasksChanged = Event<Any>()
    let showAlert = Event<String>()
}

final class TaskListViewController: UIViewController {
    func didDelete() {
        Events.shared.tasksChanged.emit(())
        Events.shared.showAlert.emit("Deleted")
    }
}
```

### A Finder Sync extension, a theme observer with its selector, a fallback in `else if`

```swift
import AppKit
import FinderSync

final class DefaultsManager {
    static let shared = DefaultsManager()
    private var store: [String: String] = [:]
    func set(_ value: String, for key: String) { store[key] = value }
}

final class FinderSync: FIFinderSync {
    override init() {
        super.init()
        DefaultsManager.shared.set("on", for: "extension")
    }
}

final class ThemeManager {
    static let shared = ThemeManager()
    private var observers: [NSObject] = []
    func addThemeChangeObserver(_ observer: NSObject, selector: Selector) { observers.append(observer) }
    func removeThemeChangeObserver(_ observer: NSObject) { observers.removeAll { $0 === observer } }
}

final class SessionManager {
    static let shared = SessionManager()
    private var databases: [String: String] = [:]
    func currentDatabase() -> String? { databases["current"] }
}

final class BookmarkRepository {
    private let database: String
    init(database: String? = nil) {
        if let database {
            self.database = database
        } else if let current = SessionManager.shared.currentDatabase() {
            self.database = current
        } else {
            self.database = "anonymous"
        }
    }
}

final class ItineraryViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ThemeManager.shared.addThemeChangeObserver(self, selector: #selector(themeChanged))
    }
    deinit { ThemeManager.shared.removeThemeChangeObserver(self) }
    @objc func themeChanged() {}
}
```

### Views only a hub that a dead view builds builds, a debug print, a notice posted through a local function, speeds worked out from fixes

```swift file=Sources/App/RegistryApp.swift
import SwiftUI

@main
struct RegistryApp: App {
    var body: some Scene { WindowGroup { Text("Registry") } }
}
```

```swift file=Sources/Security/SecurityHub.swift
import SwiftUI

actor RegistryClient {
    static let shared = RegistryClient()
    private var token: String?
    func scans(of artifact: String) async -> [String] { token.map { [$0, artifact] } ?? [] }
}

struct RepositoryTabsView: View {
    let artifact: String
    var body: some View { SecurityHub(artifact: artifact) }
}

struct SecurityHub: View {
    let artifact: String
    var body: some View { NavigationStack { ScanResultsView(artifact: artifact) } }
}

struct ScanResultsView: View {
    let artifact: String
    private let api = RegistryClient.shared
    @State private var scans: [String] = []
    var body: some View { List(scans, id: \.self) { Text($0) }.task { scans = await api.scans(of: artifact) } }
}
```

```swift file=Sources/Shops/ShopsViewController.swift
import SwiftUI
import UIKit
import UserNotifications

final class ShopDirectory {
    static let shared = ShopDirectory()
    private var shops: [String] = []
    func allShops() -> [String] { shops }
}

final class LocalNotices {
    static let shared = LocalNotices()
    private init() {}

    func post(_ text: String) {
        func request() {
            let content = UNMutableNotificationContent()
            content.body = text
            let request = UNNotificationRequest(identifier: text, content: content, trigger: nil)
            UNUserNotificationCenter.current().add(request)
        }
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in
            if granted { request() }
        }
    }
}

final class ShopsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print(ShopDirectory.shared.allShops(), "loaded")
    }

    @IBAction func claim() { LocalNotices.shared.post("Claimed") }
    @IBAction func replay() { present(UIHostingController(rootView: TrackReplayView(fixes: [])), animated: true) }
}
```

```swift file=Sources/Tracks/TrackReplayView.swift
import CoreLocation
import SwiftUI

struct Fix { let latitude: Double; let longitude: Double; let time: Date }

final class SpeedManager {
    static let shared = SpeedManager()
    func speeds(between fixes: [Fix]) -> [CLLocationSpeed] {
        var speeds = [CLLocationSpeed]()
        guard fixes.count > 1 else { return speeds }
        for i in 0..<fixes.count - 1 {
            let from = CLLocation(latitude: fixes[i].latitude, longitude: fixes[i].longitude)
            let to = CLLocation(latitude: fixes[i + 1].latitude, longitude: fixes[i + 1].longitude)
            speeds.append(from.distance(from: to) / fixes[i + 1].time.timeIntervalSince(fixes[i].time))
        }
        return speeds
    }
}

struct TrackReplayView: View {
    let fixes: [Fix]
    @State private var speeds: [CLLocationSpeed] = []
    var body: some View {
        Text("\(speeds.count) legs").onAppear { speeds = SpeedManager.shared.speeds(between: fixes) }
    }
}
```

### A shortcuts manager and a theme whose initializers load the file's enums from the defaults

```swift file=Sources/Shortcuts/ShortcutsManager.swift
import Foundation

enum ShortcutKind: String, Codable {
    case undoRedo
    case pencilTail
}

final class ShortcutsManager {
    static let shared = ShortcutsManager()
    private(set) var shortcuts: [ShortcutKind: Bool]

    private init() {
        if let data = UserDefaults.standard.data(forKey: "shortcuts"),
            let saved = try? JSONDecoder().decode([ShortcutKind: Bool].self, from: data)
        {
            shortcuts = saved
        } else {
            shortcuts = [.undoRedo: false, .pencilTail: true]
        }
    }

    func update(_ kind: ShortcutKind, to value: Bool) {
        shortcuts[kind] = value
        UserDefaults.standard.set(try? JSONEncoder().encode(shortcuts), forKey: "shortcuts")
    }
}
```

```swift file=Sources/Launch/Theme.swift
import UIKit

enum ThemeStyle: String, Codable {
    case light, dark, auto
}

enum BoardStyle: String {
    case white, black
}

final class Theme {
    static let shared = Theme()
    private(set) var style: ThemeStyle
    private(set) var boardStyle: BoardStyle

    private init() {
        style = ThemeStyle(rawValue: UserDefaults.standard.string(forKey: "style") ?? "") ?? .auto
        boardStyle = BoardStyle(rawValue: UserDefaults.standard.string(forKey: "board") ?? "") ?? .white
    }

    func update(style: ThemeStyle) {
        self.style = style
        UserDefaults.standard.set(style.rawValue, forKey: "style")
    }
}
```

```swift file=Sources/Shortcuts/ShortcutsViewController.swift
import UIKit

final class ShortcutsViewController: UIViewController {
    func toggled(_ kind: ShortcutKind, isOn: Bool) {
        ShortcutsManager.shared.update(kind, to: isOn)
    }

    func picked(_ style: ThemeStyle) {
        Theme.shared.update(style: style)
    }
}
```

### The signed-in user's avatar drawn by an image loader in a screen and a view

```swift file=Sources/Auth/AuthStore.swift
import Foundation

struct User: Codable {
    let name: String
    let avatarUrl: URL?
}

final class AuthStore {
    static let shared = AuthStore()
    private(set) var user: User?
    private var token: String?

    func signIn(_ user: User, token: String) {
        self.user = user
        self.token = token
    }
}
```

```swift file=Sources/Home/HomeViewController.swift
import Kingfisher
import UIKit

final class HomeViewController: UIViewController {
    private let avatarButton = UIButton(type: .custom)

    func applyAvatar() {
        avatarButton.kf.setImage(with: AuthStore.shared.user?.avatarUrl, for: .normal)
    }
}

final class CameraPreviewView: UIView {
    private let avatarImageView = UIImageView()

    func showAvatar() {
        avatarImageView.kf.setImage(with: AuthStore.shared.user?.avatarUrl)
    }
}
```

### A bulletin library's manager extended, a widget handing its provider to its timeline

```swift file=Sources/Bulletin/BulletinPage.swift
import BLTNBoard
import UIKit

final class BulletinHost {
    static let shared = BulletinHost()
    private var shown: [String] = []

    func show(_ title: String) {
        shown.append(title)
    }
}

extension BLTNItemManager {
    func showOverlay(titled title: String) {
        BulletinHost.shared.show(title)
    }
}
```

```swift file=Sources/Widget/BookmarksWidget.swift
import SwiftUI
import WidgetKit

final class WidgetDataProvider {
    static let shared = WidgetDataProvider()
    private var bookmarks: [String] = []

    func load() -> [String] { bookmarks }
}

struct BookmarkEntry: TimelineEntry {
    let date: Date
}

struct BookmarkTimelineProvider: TimelineProvider {
    let dataProvider: WidgetDataProvider

    func placeholder(in context: Context) -> BookmarkEntry { BookmarkEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (BookmarkEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BookmarkEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct BookmarksWidget: Widget {
    var body: some WidgetConfiguration {
        let dataProvider = WidgetDataProvider.shared
        return StaticConfiguration(kind: "bookmarks", provider: BookmarkTimelineProvider(dataProvider: dataProvider)) {
            entry in
            Text("\(dataProvider.load().count) at \(entry.date)")
        }
    }
}
```

### A token decoder and an animation lookup keeping no state, a manager kept in a local to call a helper on

```swift
import Foundation
import Lottie

public actor JWTDecoder {
    public static let shared = JWTDecoder()
    private init() {}

    public func decode(token jwt: String) -> [String: Any]? {
        let segments = jwt.components(separatedBy: ".")
        guard segments.count > 1, let data = Data(base64Encoded: segments[1]) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}

enum Mood {
    case happy, sad
}

final class MoodAnimations {
    static let shared = MoodAnimations()
    private init() {}

    func animation(for mood: Mood) -> LottieAnimation? {
        LottieAnimation.named(fileName(for: mood), bundle: Bundle(identifier: "app.design")!)
    }

    private func fileName(for mood: Mood) -> String {
        switch mood {
        case .happy: return "happy"
        case .sad: return "sad"
        }
    }
}

final class PackageListManager {
    static let shared = PackageListManager()
    private var packages: [String] = []

    func sortPackages(_ packages: [String], search: String?) -> [String] {
        packages.filter { $0.contains(search ?? "") }.sorted()
    }
}

final class AuthViewModel {
    func userID(from token: String) async -> String? {
        await JWTDecoder.shared.decode(token: token)?["sub"] as? String
    }
}

final class DiaryViewController {
    func animation(for mood: Mood) -> LottieAnimation? {
        MoodAnimations.shared.animation(for: mood)
    }
}

final class NewsViewController {
    func nextBatch(_ batch: [String]) -> [String] {
        let packageListManager = PackageListManager.shared
        return packageListManager.sortPackages(batch, search: nil)
    }
}
```

### Views of one file each keeping a private getter of the player nothing reads, a row handed it

```swift file=Sources/Views/macOS/LibraryViews.swift
import SwiftUI

final class AudioManager {
    static let shared = AudioManager()
    private(set) var playing: String?

    func play(_ episode: String) { playing = episode }
}

struct LibraryRow: View {
    let episode: String
    let audioManager: AudioManager

    var body: some View {
        Button(episode) { audioManager.play(episode) }
    }
}

struct LibrarySavedView: View {
    private var audioManager: AudioManager { .shared }
    let saved: [String]

    var body: some View {
        List(saved, id: \.self) { Text($0) }
    }
}

struct LibraryLatestView: View {
    private var audioManager: AudioManager { .shared }
    let latest: [String]

    var body: some View {
        List(latest, id: \.self) { Text($0) }
    }
}
```

### A subtitle settings store loading its choices in a method its initializer calls, edited by its own sheet

```swift file=Sources/Models/SubtitleSettings.swift
import Foundation

enum SubtitleDisplayMode: String {
    case originalOnly, translatedOnly, both
}

final class SubtitleSettingsManager {
    static let shared = SubtitleSettingsManager()

    var displayMode: SubtitleDisplayMode = .originalOnly {
        didSet { saveSettings() }
    }

    var autoTranslate: Bool = false {
        didSet { saveSettings() }
    }

    private init() {
        loadSettings()
    }

    private func loadSettings() {
        let defaults = UserDefaults.standard
        if let mode = defaults.string(forKey: "mode").flatMap(SubtitleDisplayMode.init(rawValue:)) {
            displayMode = mode
        }
        autoTranslate = defaults.bool(forKey: "autoTranslate")
    }

    private func saveSettings() {
        UserDefaults.standard.set(displayMode.rawValue, forKey: "mode")
        UserDefaults.standard.set(autoTranslate, forKey: "autoTranslate")
    }
}
```

```swift file=Sources/Views/SubtitleSettingsSheet.swift
import SwiftUI

struct SubtitleSettingsSheet: View {
    private var settings: SubtitleSettingsManager { .shared }

    var body: some View {
        Text(settings.displayMode.rawValue)
    }
}
```

### Settings panes named from `Settings`, views setting a flag of a defaults-only store, a recording intent, a `WireUp` root

```swift file=Sources/Preferences/PreferencesGeneral.swift
import Combine
import Foundation

@propertyWrapper
struct UserDefault<T> {
    let key: String
    let defaultValue: T

    init(_ key: String, defaultValue: T) {
        self.key = key
        self.defaultValue = defaultValue
    }

    var wrappedValue: T {
        get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

final class PreferencesGeneral: ObservableObject {
    static let shared = PreferencesGeneral()
    let objectWillChange = PassthroughSubject<Void, Never>()

    @UserDefault("hapticFeedback", defaultValue: true)
    var hapticFeedback: Bool {
        willSet { objectWillChange.send() }
    }

    @UserDefault("whatsNewSeen", defaultValue: false)
    var isWhatsNewSeen: Bool {
        willSet { objectWillChange.send() }
    }
}
```

```swift file=Sources/Views/SettingsGeneralView.swift
import SwiftUI

struct SettingsGeneralView: View {
    @StateObject private var preferences: PreferencesGeneral = .shared

    var body: some View {
        Toggle("Haptics", isOn: $preferences.hapticFeedback)
    }
}

struct WhatsNewScreen: View {
    @StateObject private var preferences: PreferencesGeneral = .shared

    var body: some View {
        Button("Continue") { preferences.isWhatsNewSeen = true }
    }
}
```

```swift file=Sources/Intents/StartRecordingIntent.swift
import AppIntents

final class RecordingCoordinator {
    static let shared = RecordingCoordinator()
    func toggle() {}
}

struct StartRecordingIntent: AudioRecordingIntent {
    static let title: LocalizedStringResource = "Start recording"

    func perform() async throws -> some IntentResult {
        RecordingCoordinator.shared.toggle()
        return .result()
    }
}
```

```swift file=Sources/Sync/KeySync.swift
import Foundation

final class KeySync: ObservableObject {
    static let shared = KeySync()
    @Published private(set) var lastSync: Date?
    private var storage: String?

    func configure(storage: String) { self.storage = storage }
    func syncNow() { lastSync = Date() }
}
```

```swift file=Sources/App/WireUp.swift
enum WireUp {
    static func bootstrap() {
        configureServices(storage: "keychain")
    }

    private static func configureServices(storage: String) {
        let keySync = KeySync.shared
        keySync.configure(storage: storage)
        keySync.syncNow()
    }
}
```

### A scene of the app's own starting a monitor, a settings section over a store with its keys

```swift file=Sources/App/RootScene.swift
import SwiftUI

@MainActor
final class BatteryMonitor {
    static let shared = BatteryMonitor()
    private var timer: Timer?
    func start() { timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in } }
}

struct RootScene: Scene {
    init() {
        BatteryMonitor.shared.start()
    }

    var body: some Scene {
        WindowGroup { Text("Home") }
    }
}
```

```swift file=Sources/Models/MenuBarSettingsManager.swift
import Foundation
import Observation

@MainActor
@Observable
final class MenuBarSettingsManager {
    static let shared = MenuBarSettingsManager()

    private let defaults = UserDefaults.standard
    private let showIconKey = "showMenuBarIcon"
    private let showQuotaKey = "menuBarShowQuota"
    private let maxItemsKey = "menuBarMaxItems"
    private let colorModeKey = "menuBarColorMode"
    private let hideSensitiveKey = "hideSensitiveInfo"
    private let totalUsageModeKey = "totalUsageMode"
    private let aggregationModeKey = "modelAggregationMode"
    private let userModifiedKey = "hasUserModifiedMenuBar"

    var showIcon: Bool { didSet { defaults.set(showIcon, forKey: showIconKey) } }
    var showQuota: Bool { didSet { defaults.set(showQuota, forKey: showQuotaKey) } }
    var maxItems: Int { didSet { defaults.set(maxItems, forKey: maxItemsKey) } }
    var colorMode: String { didSet { defaults.set(colorMode, forKey: colorModeKey) } }
    var hideSensitiveInfo: Bool { didSet { defaults.set(hideSensitiveInfo, forKey: hideSensitiveKey) } }

    private init() {
        showIcon = true
        showQuota = true
        maxItems = 3
        colorMode = "colored"
        hideSensitiveInfo = false
    }
}
```

```swift file=Sources/Views/SettingsScreen.swift
import SwiftUI

struct SettingsScreen: View {
    var body: some View {
        Form { PrivacySettingsSection() }
    }
}

struct PrivacySettingsSection: View {
    @State private var settings = MenuBarSettingsManager.shared

    var body: some View {
        Section { Toggle("Hide sensitive information", isOn: $settings.hideSensitiveInfo) }
    }
}
```

### A launch timer recording milestones

```swift file=Sources/Services/LaunchMetrics.swift
import Foundation

final class LaunchMetrics {
    static let shared = LaunchMetrics()
    private let start = CFAbsoluteTimeGetCurrent()
    private var milestones: [(String, CFAbsoluteTime)] = []

    func recordMilestone(_ name: String) {
        milestones.append((name, CFAbsoluteTimeGetCurrent() - start))
    }
}
```

```swift file=Sources/Services/BackgroundTaskScheduler.swift
final class BackgroundTaskScheduler {
    private var tasks: [() -> Void] = []

    func run() {
        LaunchMetrics.shared.recordMilestone("deferred tasks")
        tasks.forEach { $0() }
    }
}
```

### A sheets model whose every property is a sheet's payload or shown flag

```swift
import SwiftUI

final class AppSheetsModel: ObservableObject {
    static let shared = AppSheetsModel()
    private init() {}
    @Published var readOnlySheetVisible: Bool = false
    @Published var newPostInfo: NewPostInfo? = nil
    @Published var feedSettingsFeed: CloudFeed? = nil
    func dismiss() {
        readOnlySheetVisible = false
        newPostInfo = nil
        feedSettingsFeed = nil
    }
}

struct NewPostInfo: Identifiable { let id = UUID() }

struct ExploreColumn: View {
    let feed: CloudFeed
    var body: some View {
        Button("Settings") { AppSheetsModel.shared.feedSettingsFeed = feed }
        Button("New post") { AppSheetsModel.shared.newPostInfo = NewPostInfo() }
    }
}
```

### A TipKit facade, a sheet model keeping the sheet shown with its payload, a controller keeping the sheet's payload

```swift file=Sources/Tips/TipStore.swift
import SwiftUI
import TipKit

@MainActor
final class TipStore: ObservableObject {
    static let shared = TipStore()
    private init() {}
    func donateTaskCreated() {
        Task { await TipEvents.taskCreated.donate() }
    }
}

enum TipEvents {
    static let taskCreated = Tips.Event(id: "taskCreated")
}
```

```swift file=Sources/Views/TaskInputView.swift
import SwiftUI

struct TaskInputView: View {
    var body: some View { Button("Add") { TipStore.shared.donateTaskCreated() } }
}
```

```swift file=Sources/Models/SheetsModel.swift
import SwiftUI

final class SheetsModel: ObservableObject {
    static let shared = SheetsModel()
    @Published private(set) var shownSheet: (type: SheetType, data: Any?)? = nil
    func showSheet(_ type: SheetType, data: Any? = nil) { shownSheet = (type, data) }
    enum SheetType: Hashable {
        case settings
        case watchVideo
    }
}

struct ShowSettingsButtonView: View {
    var body: some View { Button("Settings") { SheetsModel.shared.showSheet(.settings) } }
}
```

```swift file=Sources/Controllers/AppController.swift
import SwiftUI

struct EventDetailsSheetModel: Identifiable {
    var id = UUID()
    let eventID: String
}

enum TabbarTabType { case home, bookmarks }

final class AppController: ObservableObject {
    static let shared = AppController()
    @Published var eventSheet: EventDetailsSheetModel?
    @Published var selectedAppTab: TabbarTabType = .home
    @Published var isUpdatingBookmarks = false
}

struct WeekEventRow: View {
    let eventID: String
    var body: some View {
        Button("Details") { AppController.shared.eventSheet = EventDetailsSheetModel(eventID: eventID) }
    }
}
```

### Two views of one file, each keeping the analytics instance to send its events

```swift file=Sources/Views/SearchViews.swift
import SwiftUI

enum AnalyticsEvent {
    case searchViewed
    case filterViewed
}

final class AnalyticsService {
    static let shared = AnalyticsService()
    private var sent: [AnalyticsEvent] = []
    func track(_ event: AnalyticsEvent) { sent.append(event) }
}

struct SearchView: View {
    private let analytics = AnalyticsService.shared
    var body: some View { Text("Search").onAppear { analytics.track(.searchViewed) } }
}

struct FilterView: View {
    private let analytics = AnalyticsService.shared
    var body: some View { Text("Filter").onAppear { analytics.track(.filterViewed) } }
}
```

### Settings panes on the settings' state, a reward system nothing reads, a share-image generator and an encoding helper

```swift file=Sources/App/CyclingApp.swift
import SwiftUI

@main
struct CyclingApp: App {
    var body: some Scene { WindowGroup { RidesView() } }
}

struct RidesView: View {
    @State private var showsSettings = false
    var body: some View {
        Button("Settings") { showsSettings = true }
            .sheet(isPresented: $showsSettings) { VStack { SleepSettingsView(); GoalsSettingsView() } }
    }
}
```

```swift file=Sources/Settings/SettingsViewState.swift
import Combine

final class SettingsViewState: ObservableObject {
    static let shared = SettingsViewState()
    @Published private(set) var sleepTarget = 8.0

    func saveSleepTarget(_ hours: Double) async {
        sleepTarget = hours
    }
}
```

```swift file=Sources/Settings/SleepSettingsView.swift
import SwiftUI

struct SleepSettingsView: View {
    @ObservedObject private var viewState = SettingsViewState.shared
    var body: some View {
        Button("\(viewState.sleepTarget) hours") { Task { await viewState.saveSleepTarget(9) } }
    }
}
```

```swift file=Sources/Settings/GoalsSettingsView.swift
import SwiftUI

struct GoalsSettingsView: View {
    @ObservedObject private var viewState = SettingsViewState.shared
    var body: some View {
        Button("Sleep more") { Task { await viewState.saveSleepTarget(viewState.sleepTarget + 1) } }
    }
}
```

```swift file=Sources/Rewards/ChefCoins.swift
final class ChefCoins {
    static let shared = ChefCoins()
    private(set) var balance = 0
    func add(_ coins: Int) { balance += coins }
}
```

```swift file=Sources/Rewards/RewardSystem.swift
final class RewardSystem {
    static let shared = RewardSystem()
    func reward(_ coins: Int) { ChefCoins.shared.add(coins) }
}
```

```swift file=Sources/Sharing/ShareImageGenerator.swift
import SwiftUI

final class ShareImageGenerator {
    static let shared = ShareImageGenerator()
    private let storySize = CGSize(width: 1_080, height: 1_920)

    func storyImage(of card: Text) -> UIImage? {
        let renderer = ImageRenderer(content: card.frame(width: storySize.width, height: storySize.height))
        guard let image = renderer.uiImage else { return nil }
        return opaque(image)
    }

    private func opaque(_ image: UIImage) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(image.size, true, image.scale)
        defer { UIGraphicsEndImageContext() }
        UIColor.white.setFill()
        UIRectFill(CGRect(origin: .zero, size: image.size))
        image.draw(at: .zero)
        return UIGraphicsGetImageFromCurrentImageContext() ?? image
    }
}
```

```swift file=Sources/Cache/CacheEncodingHelper.swift
import Foundation

actor CacheEncodingHelper {
    static let shared = CacheEncodingHelper()

    func encode(_ value: Any) throws -> Data? {
        let encoder = JSONEncoder()
        if let number = value as? NSNumber {
            if CFGetTypeID(number as CFTypeRef) == CFBooleanGetTypeID() { return try encoder.encode(number.boolValue) }
            return try encoder.encode(number.doubleValue)
        }
        return try JSONSerialization.data(withJSONObject: value)
    }
}
```

```swift file=Sources/Sharing/ShareSheet.swift
import SwiftUI

final class DiskCache {
    func store(_ value: Any) async throws -> Data? { try await CacheEncodingHelper.shared.encode(value) }
}

final class StoryExporter {
    func export() -> UIImage? { ShareImageGenerator.shared.storyImage(of: Text("Ride")) }
}
```

### A notice poster, the app's navigator under `Nav`, a logging utility, a formatter helper, a plugin's hook

```swift file=Sources/Common/NotificationUtil.swift
import Foundation

final class NotificationUtil {
    static let shared = NotificationUtil()
    private init() {}

    func notify(_ name: String, key: String, value: String) {
        NotificationCenter.default.post(name: Notification.Name(name), object: nil, userInfo: [key: value])
    }
}
```

```swift file=Sources/Common/AppNav.swift
import UIKit

final class AppNav {
    static let shared = AppNav()
    var timer: Timer?

    func pushToInAppWeb(_ url: URL, viewController: UIViewController) {
        let web = WebViewController(url: url)
        viewController.navigationController?.pushViewController(web, animated: true)
    }

    func stopPasscodeTimer() {
        timer?.invalidate()
        timer = nil
    }
}

final class WebViewController: UIViewController {
    init(url: URL) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
```

```swift file=Sources/Common/LoggingUtil.swift
final class LoggingUtil {
    static let shared = LoggingUtil()
    private var lines: [String] = []
    func addLog(_ line: String) { lines.append(line) }
}
```

```swift file=Sources/Common/FormatterUtil.swift
import Foundation

final class FormatterUtil {
    static let defaultFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
    static let shared = FormatterUtil()

    func defaultDateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = FormatterUtil.defaultFormat
        return formatter
    }

    func monthFromDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "MMM"
        return formatter.string(from: date)
    }
}
```

```swift file=Sources/Extensions/ExtensionDefinition.swift
protocol ExtensionDefinition {
    static var id: String { get }
    static func cleanup()
}

final class WindowSnapManager {
    static let shared = WindowSnapManager()
    private var shortcuts: [String] = []
    func cleanup() { shortcuts.removeAll() }
}
```

```swift file=Sources/Extensions/WindowSnapExtension.swift
struct WindowSnapExtension: ExtensionDefinition {
    static let id = "windowSnap"
    static func cleanup() { WindowSnapManager.shared.cleanup() }
}
```

```swift file=Sources/Login/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController {
    func loggedIn(url: URL) {
        LoggingUtil.shared.addLog("logged in")
        NotificationUtil.shared.notify("login", key: "state", value: "in")
        AppNav.shared.stopPasscodeTimer()
        AppNav.shared.pushToInAppWeb(url, viewController: self)
        title = FormatterUtil.shared.defaultDateFormatter().string(from: Date())
    }
}
```

### A view model built with shared instances handed in unlabelled, a screen adding itself to a multicast delegate or an observer list

```swift file=Sources/Browser/BrowserRegistry.swift
final class BrowserRegistry {
    static let shared = BrowserRegistry()
    private var tabs: [String] = []
    func open(_ tab: String) { tabs.append(tab) }
}

final class PushService {
    static let shared = PushService()
    private var delegates: [AnyObject] = []
    func addDelegate(delegate: AnyObject) { delegates.append(delegate) }
    func removeDelegate(delegate: AnyObject) { delegates.removeAll { $0 === delegate } }
    func push() { delegates.removeAll() }
}
```

```swift file=Sources/Browser/MainBrowserModel.swift
import UIKit

final class TabsViewModel {
    init(_ registry: BrowserRegistry, _ pushService: PushService) {}
}

final class MainBrowserModel {
    private(set) var tabs: TabsViewModel?

    func showTabs() {
        tabs = TabsViewModel(BrowserRegistry.shared, PushService.shared)
    }
}

final class ObservationCardsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        PushService.shared.addDelegate(delegate: self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        PushService.shared.removeDelegate(delegate: self)
    }
}

final class SyncingActivityMonitor {
    static let shared = SyncingActivityMonitor()
    private var observers: [AnyObject] = []
    func add(observer: AnyObject) { observers.append(observer) }
    func remove(observer: AnyObject) { observers.removeAll { $0 === observer } }
}

final class InvitationViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        SyncingActivityMonitor.shared.add(observer: self)
    }

    deinit { SyncingActivityMonitor.shared.remove(observer: self) }
}
```

### A fallback counter kept in a folder of diagnostics

```swift file=Sources/Core/Diagnostics/FallbackFiringRecorder.swift
import os

final class FallbackFiringRecorder {
    static let shared = FallbackFiringRecorder()
    private let counts = OSAllocatedUnfairLock(initialState: [String: Int]())

    func note(_ key: String) {
        counts.withLock { $0[key, default: 0] += 1 }
    }

    func dump() -> String {
        counts.withLock { $0.map { "\($0.key): \($0.value)" }.joined(separator: "\n") }
    }
}
```

```swift file=Sources/Core/Input/HotkeyCenter.swift
final class HotkeyCenter {
    func register(_ key: String) -> Bool {
        guard !key.isEmpty else {
            FallbackFiringRecorder.shared.note("emptyHotkey")
            return false
        }
        return true
    }
}
```

### Views reading colours a UI manager declares

```swift file=DeskClock/Source/UIManager.swift
import SwiftUI

struct Colors {
    var background: Color
    var secondary: Color
}

final class UIManager: ObservableObject {
    static let shared = UIManager()
    @Published private(set) var colors = Colors(background: .black, secondary: .gray)
    var background: Color { colors.background }

    func setColors(_ colors: Colors) { self.colors = colors }
}

struct SettingsDarkModeView: View {
    var body: some View {
        Text("Dark mode")
            .foregroundColor(UIManager.shared.colors.secondary)
            .background(UIManager.shared.background)
    }
}
```

### A menu asking which screen is on top

```swift file=Sharengo/CoreController.swift
import UIKit

final class CoreController {
    static let shared = CoreController()
    var currentViewController: UIViewController?
    private var bookings: [String] = []
    func addBooking(_ id: String) { bookings.append(id) }
}

final class MapViewController: UIViewController {}

final class MenuViewModel {
    func isMapShown() -> Bool {
        CoreController.shared.currentViewController is MapViewController
    }
}
```

### An alert shown through a hub's error sink, a line appended to the app's log file, a bare key read

```swift file=Sources/Model/Global/SharedReference.swift
final class AlertError {
    private(set) var last: Error?
    func alert(error: Error) { last = error }
}

final class SharedReference {
    static let shared = SharedReference()
    var errorobject: AlertError? = AlertError()
    var halted = false
}
```

```swift file=Sources/Model/Storage/ActorLogToFile.swift
actor ActorLogToFile {
    private var written = 0
    static let shared = ActorLogToFile()
    func logOutput(_ command: String, _ output: [String]) { written += output.count }
}

final class CoreDataEncryptionKeyManager {
    static let shared = CoreDataEncryptionKeyManager()
    private(set) var key = "passphrase"
    func rotate(to newKey: String) { key = newKey }
}
```

```swift file=Sources/Model/Snapshots/DeleteSnapshots.swift
struct DeleteSnapshots {
    func delete() {
        do { try remove() } catch {
            SharedReference.shared.errorobject?.alert(error: error)
        }
    }
    func remove() throws {}
}

struct InterruptProcess {
    func interrupt(_ string: [String]) async {
        await ActorLogToFile.shared.logOutput("Interrupted", string)
    }
}

final class CoreDataStack {
    func open() -> String { CoreDataEncryptionKeyManager.shared.key }
}
```

### A SwiftUI view's analytics property of any access level, used for events or not at all

```swift file=Sources/Analytics/AnalyticsProvider.swift
protocol Analytics {
    func tappedDeparture(routeId: String)
}

final class AnalyticsProvider: Analytics {
    static let shared = AnalyticsProvider()
    private var sent = 0
    func tappedDeparture(routeId: String) { sent += 1 }
}
```

```swift file=Sources/Pages/StopDetailsView.swift
import SwiftUI

struct StopDetailsView: View {
    var stopId: String
    var analytics: Analytics = AnalyticsProvider.shared

    init(stopId: String) { self.stopId = stopId }

    var body: some View {
        Button("Departure") { analytics.tappedDeparture(routeId: stopId) }
    }
}

struct StopDetailsFilteredView: View {
    let stopId: String
    var analytics: Analytics = AnalyticsProvider.shared

    init(stopId: String) { self.stopId = stopId }

    var body: some View { Text(stopId) }
}
```

### A settings model and a settings controller read by view-layer code

```swift file=Sources/Settings/SettingsModel.swift
import SwiftUI

final class SettingsModel: ObservableObject {
    static let shared = SettingsModel()
    @Published var showsCarbs = true
    @Published var entries: [Double] = []
}

protocol DeleteEverythingRegistrant: AnyObject {}

final class SettingsController: DeleteEverythingRegistrant {
    static let shared = SettingsController()
    private(set) var displayCurrency = "XMR"
    func set(displayCurrency: String) { self.displayCurrency = displayCurrency }
}
```

```swift file=Sources/Settings/SettingsView.swift
import SwiftUI
import UIKit

struct SettingsView: View {
    @ObservedObject private var settings = SettingsModel.shared
    var body: some View { Toggle("Carbs", isOn: $settings.showsCarbs) }
}

final class WalletCellContentView: UIView {
    func configure(balance: Double) -> String {
        "\(balance) \(SettingsController.shared.displayCurrency)"
    }
    func pickCurrency(_ code: String) { SettingsController.shared.set(displayCurrency: code) }
}
```

### A notice poster keeping the notification centre, an idle lock held off, a screen registering for the erase callback

```swift file=Sources/Notices/NoticeService.swift
import AppKit
import UserNotifications

final class AppDelegate: NSObject, NSApplicationDelegate {
    static weak var shared: AppDelegate?
    func showModelsWindow(selecting id: String?) {}
}

@MainActor
final class NoticeService: NSObject, UNUserNotificationCenterDelegate {
    static let shared = NoticeService()
    private let center = UNUserNotificationCenter.current()
    private let openCategory = "OPEN_MODELS"

    func postDownloadFinished(name: String) {
        let content = UNMutableNotificationContent()
        content.body = "\(name) is ready."
        content.categoryIdentifier = openCategory
        center.add(UNNotificationRequest(identifier: name, content: content, trigger: nil))
    }

    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        defer { completionHandler() }
        Task { @MainActor in AppDelegate.shared?.showModelsWindow(selecting: nil) }
    }
}

@MainActor
final class ModelDownloader {
    private var finished: [String] = []
    func finish(_ name: String) {
        finished.append(name)
        NoticeService.shared.postDownloadFinished(name: name)
    }
}
```

```swift file=Sources/Wallets/SendFundsViewController.swift
import UIKit

final class SendFundsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        PasswordController.shared.addRegistrantForDeleteEverything(self)
    }

    deinit { PasswordController.shared.removeRegistrantForDeleteEverything(self) }
}

final class UserIdle {
    static let shared = UserIdle()
    private var disableCount = 0
    var locksWhenIdle: Bool { disableCount == 0 }

    func temporarilyDisable_userIdle() { disableCount += 1 }
    func reEnable_userIdle() { disableCount = max(0, disableCount - 1) }
}

final class PasswordController {
    static let shared = PasswordController()
    private var registrants: [AnyObject] = []
    func addRegistrantForDeleteEverything(_ registrant: AnyObject) { registrants.append(registrant) }
    func removeRegistrantForDeleteEverything(_ registrant: AnyObject) {
        registrants.removeAll { $0 === registrant }
    }
}

final class Wallet {
    private(set) var sent: [Double] = []
    func send(_ amount: Double) {
        UserIdle.shared.temporarilyDisable_userIdle()
        sent.append(amount)
        UserIdle.shared.reEnable_userIdle()
    }
}

final class WalletCoordinator {
    func sendScreen() -> UIViewController { SendFundsViewController() }
}
```

### A namespace's service instance as a default argument, a namespace keeping the type's own instance

```swift file=Sources/Lectures/LectureService.swift
protocol LectureService {
    func lectures(for courseId: Int) async -> [String]
}

final class LectureServiceImpl: LectureService {
    private var cache: [Int: [String]] = [:]
    func lectures(for courseId: Int) async -> [String] { cache[courseId] ?? [] }
}

enum LectureServiceFactory {
    static let shared: LectureService = LectureServiceImpl()
}

enum LectureLayout {
    case compact, regular
    static let shared: LectureLayout = .regular
}
```

```swift file=Sources/Lectures/LectureListViewModel.swift
final class LectureListViewModel {
    private let service: LectureService
    private(set) var titles: [String] = []

    init(service: LectureService = LectureServiceFactory.shared) { self.service = service }

    func load(courseId: Int) async { titles = await service.lectures(for: courseId) }
    func layout() -> LectureLayout { LectureLayout.shared }
}
```

### An `@objc` class of class functions behind a private initializer

```swift file=Sources/Menus/ShortcutStore.swift
import UIKit

final class ShortcutStore {
    static let shared = ShortcutStore()
    private var shortcuts: [String: String] = [:]
    func loadConfig() -> [String: String] { shortcuts }
    func bind(_ key: String, to action: String) { shortcuts[key] = action }
}
```

```swift file=Sources/Menus/MenuController.swift
import UIKit

@objc public class MenuController: NSObject {
    enum ShellMenu: String, CaseIterable {
        case windowNew, tabNew
    }

    override private init() {}

    @objc public class func buildMenu(with builder: UIMenuBuilder) {
        let config = ShortcutStore.shared.loadConfig()
        builder.remove(menu: .format)
        _ = ShellMenu.allCases.map { config[$0.rawValue] }
    }
}
```

### Views switching tabs through the holder of the selected tab

```swift file=Sources/Navigation/TabSelectionManager.swift
import SwiftUI

enum ManagementTab { case models, settings }

final class TabSelectionManager: ObservableObject {
    static let shared = TabSelectionManager()
    @Published var selectedTab: Int = 0
    @Published var shouldFocusMarketplaceSearch = false
    private init() {}

    func switchToMarketplace() { selectedTab = 1 }
}

final class ManagementStateManager: ObservableObject {
    static let shared = ManagementStateManager()
    @Published var selectedTab: ManagementTab = .settings
}
```

```swift file=Sources/Views/SavedItemsView.swift
import SwiftUI

struct SavedItemsView: View {
    var body: some View {
        Button("Browse the marketplace") { TabSelectionManager.shared.switchToMarketplace() }
    }
}

struct ManagementView: View {
    @ObservedObject private var state = ManagementStateManager.shared
    var body: some View { Text(state.selectedTab == .models ? "Models" : "Settings") }
}
```

### A view asking a location service's permission state, a decoder drawing into a bitmap context

```swift file=Sources/Location/LocationService.swift
import CoreLocation

final class LocationService: NSObject {
    static let shared = LocationService()
    private let manager = CLLocationManager()
    private(set) var authStatus: CLAuthorizationStatus = .notDetermined
    func requestPermission() { manager.requestWhenInUseAuthorization() }
}
```

```swift file=Sources/Radar/RadarFrameDecodeLane.swift
import UIKit

struct RadarGrid {
    let indices: [UInt8]
    let width: Int
}

actor RadarFrameDecodeLane {
    static let shared = RadarFrameDecodeLane()

    func decodeGrid(_ data: Data) -> RadarGrid? {
        guard let image = UIImage(data: data)?.cgImage else { return nil }
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        let drawn = indices.withUnsafeMutableBytes { raw -> Bool in
            guard let context = CGContext(
                data: raw.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                bytesPerRow: image.width, space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGImageAlphaInfo.none.rawValue)
            else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
            return true
        }
        return drawn ? RadarGrid(indices: indices, width: image.width) : nil
    }
}
```

```swift file=Sources/Views/HeadView.swift
import SwiftUI

struct HeadView: View {
    var body: some View {
        Text(LocationService.shared.authStatus == .denied ? "Pick a city" : "Current location")
    }
}

final class RadarState {
    private(set) var frames: [RadarGrid] = []
    func add(_ data: Data) async {
        if let grid = await RadarFrameDecodeLane.shared.decodeGrid(data) { frames.append(grid) }
    }
}
```

## Options

| key | type | default | effect |
| --- | --- | --- | --- |
| `accepted` | array of strings | none | singleton types not reported wherever they are reached (`AppAnalytics`, `Rollout`) |

Some singletons are a project's decision, not a type's hidden dependency: an analytics
facade the team calls inline by convention, a rollout store every screen asks. The
summary's `most-reached singletons` line names them; once the team has decided, `accepted`
states it once (`{"singleton_access": {"accepted": ["AnytypeAnalytics", "Rollout"]}}`)
instead of a suppression at every type. Each entry is a type name (`AppKit.Analytics` is
matched on `Analytics`); anything else stops the run with an error naming its line and
column. Held-out set 41: an analytics facade's `instance()` was 0 of 20 acted on, though a
reader flagged it. (A feature-flag store is left unreported without configuration:
`Features.current`, `FeatureFlags.shared`.)

## Limits

- An implicit member is flagged only as the whole getter or initializer of a property
  annotated with the singleton's type; elsewhere (`f(network: .shared)`, a local
  `let network: NetworkManager = .shared` in a function) its type comes from context, which
  dilint does not infer.
- A root view that reads the app's singletons to hand them to the SwiftUI environment
  (`var appState: AppState { .main }` then `.environment(appState)`) is reported: dilint does
  not know which view is the root. Suppress those lines, or name the view in
  `composition_root`.
- A view is a struct naming `View` in its own inheritance clause. One adopting the app's
  protocol that refines `View` (`struct MenuBarMenuView: IpAddressContainerView`) is not
  known as a view: the root-view and dead-view judgments do not apply to it, so a root view
  of that shape calling a service from its buttons is reported (held-out set 240: a menu bar
  extra's menu, 2 of 2 acted on).
- A debug print's argument is no access (`print(Store.shared.items())`); a value the print
  reads through a local first (`let items = Store.shared.items(); print(items)`) is.
- The constant-read judgment reads declarations: a member inherited from a superclass, or
  declared in a module outside the analyzed set, is not known to be a constant and stays
  an access. The other way round, a `let` holding a class from outside the analyzed set
  that does work is taken for a value unless its type is dependency-like by name or one of
  the platform services the judgment lists (docs/judgments.md): `let player = AVAudioPlayer()`
  is known, a third-party `let engine = SoundEngine()` is not.
- The helper-call judgment reads the method's own body: a helper that calls a global
  function doing I/O (`saveToDisk(data)`) is taken for a helper, and one that calls another
  method of its type is not (any member it names counts as state).
- The shared instance of a `private` or `fileprivate` class is its file's implementation
  detail (SwiftProtobuf's copy-on-write `_StorageClass.defaultInstance`): not a singleton.
- The app delegate's static instance (`AppDelegate.shared.router`) is the app delegate used
  as a service locator: `service_locator` reports it, this rule does not.
- Platform singletons (`URLSession.shared`, `UserDefaults.standard`) are
  `system_singleton_access`'s.

### A date service keeping its style option, a crypto helper over a library's wrappers

```swift
import IDZSwiftCommonCrypto
import SwiftyRSA

final class DateDisplayService {
    static let shared = DateDisplayService()

    private var style: DateStyle = .medium

    enum DateStyle: String, CaseIterable {
        case relative, short, medium
    }

    private lazy var shortFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        return formatter
    }()

    private lazy var relativeFormatter = RelativeDateTimeFormatter()

    func format(_ date: Date) -> String {
        switch style {
        case .relative: return relativeFormatter.localizedString(for: date, relativeTo: Date())
        case .short, .medium: return shortFormatter.string(from: date)
        }
    }
}

final class ComplianceSheet {
    func caption(for date: Date) -> String { DateDisplayService.shared.format(date) }
}

class Crypto {
    static let sharedInstance = Crypto()

    func sha256(_ text: String) -> Data {
        let digest = Digest(algorithm: .sha256)
        _ = digest.update(string: text)
        return Data(digest.final())
    }

    func randomBytes(_ length: Int) -> Data {
        let bytes = try! Random.generateBytes(byteCount: length)
        return Data(bytes: bytes, count: bytes.count)
    }

    func aesEncrypt(_ iv: Data, key: Data, plainText: String) -> Data {
        let keyBytes = Array(
            UnsafeBufferPointer(start: (key as NSData).bytes.bindMemory(to: UInt8.self, capacity: key.count), count: key.count))
        let ivBytes = Array(
            UnsafeBufferPointer(start: (iv as NSData).bytes.bindMemory(to: UInt8.self, capacity: iv.count), count: iv.count))
        let cryptor = Cryptor(operation: .encrypt, algorithm: .aes, options: .PKCS7Padding, key: keyBytes, iv: ivBytes)
        return Data(cryptor.update(string: plainText)!.final()!)
    }

    func rsaEncrypt(_ text: String, publicKey: SecKey) -> String {
        let key = try! PublicKey(reference: publicKey)
        let clear = try! ClearMessage(string: text, using: .utf8)
        return try! clear.encrypted(with: key, padding: []).base64String
    }
}

final class EncryptedStorage {
    private let key: Data
    init(key: Data) { self.key = key }

    func seal(_ line: String) -> Data {
        let iv = Crypto.sharedInstance.randomBytes(16)
        return Crypto.sharedInstance.aesEncrypt(iv, key: key, plainText: line)
    }
}
```

### A favicon cache over FaviconFinder

```swift
import AppKit
import FaviconFinder

final class FaviconService {
    static let shared = FaviconService()
    private var cache: [String: NSImage] = [:]
    private var urls: [String: URL] = [:]

    func faviconURL(for host: String) -> URL? { urls[host] ?? URL(string: "https://\(host)/favicon.ico") }

    func favicon(for url: URL) async -> NSImage? {
        if let cached = cache[url.absoluteString] { return cached }
        let image = try? await FaviconFinder(url: url).fetchFaviconURLs().download().largest().image?.image
        cache[url.absoluteString] = image
        return image
    }
}

final class TabManager {
    private var icons: [URL] = []

    func openTab(host: String) {
        if let icon = FaviconService.shared.faviconURL(for: host) { icons.append(icon) }
    }
}
```

### A manager keeping its state in static variables

```swift
final class FilterManager {
    static let sharedInstance = FilterManager()

    fileprivate static var currCategory: String = "favorites"
    fileprivate static var lockList: [String: Int] = [:]

    fileprivate init() {}

    func getCurrentCategory() -> String { FilterManager.currCategory }

    func setCurrentCategory(_ category: String) {
        FilterManager.currCategory = category
        FilterManager.lockList[category, default: 0] += 1
    }
}

final class CategoryGalleryViewCell: UICollectionViewCell {
    func configure() {
        let category = FilterManager.sharedInstance.getCurrentCategory()
        accessibilityLabel = category
    }
}
```

### Functions at file scope, a local function inside one, and one away from the singleton's own code

A function at file scope has no initializer to take the singleton; its callers are where the
dependency is hidden.

```swift file=Sources/App/Keychain.swift
final class Keychain {
    static let shared = Keychain()
    var refreshToken: String?
}
```

```swift file=Sources/App/Session.swift
func refreshingCompletion(_ done: @escaping () -> Void) -> () -> Void {
    func logout() {
        Keychain.shared.refreshToken = nil
    }
    return {
        if Keychain.shared.refreshToken == nil { logout() }
        done()
    }
}
```

```swift file=Sources/App/MediaRemoteService.swift
final class MediaRemoteService {
    static let shared = MediaRemoteService()
    private var sources: Set<String> = []
    func matches(_ bundleIdentifier: String) -> Bool { sources.contains(bundleIdentifier) }
}
```

```swift file=Sources/App/Constants.swift
func isMediaApp(_ bundleIdentifier: String) -> Bool {
    MediaRemoteService.shared.matches(bundleIdentifier)
}
```

### A debug menu's row, and a region kept beside its named constants

A view's property named `debug…` is debug tooling as a function of that name is (a hidden
menu's row; held-out set 308: 1 SPEC "no"):

```swift file=Sources/Settings/NotificationManager.swift
final class NotificationManager {
    static let shared = NotificationManager()
    private var pending: [String] = []
    func removeAllNotifications() { pending.removeAll() }
}
```

```swift file=Sources/Settings/SettingsView.swift
import SwiftUI

struct SettingsView: View {
    @State private var showsDebugMenu = false
    var body: some View {
        VStack {
            Text("Settings").onTapGesture { showsDebugMenu = true }
            if showsDebugMenu { debugOptionsRow }
        }
    }

    private var debugOptionsRow: some View {
        Button("Remove all notifications") { NotificationManager.shared.removeAllNotifications() }
    }
}
```

A class whose static instance sits beside named constants of its type at file scope, each
built with arguments, is a catalog of constants, not a singleton (held-out set 308: 1 of 1
not acted on):

```swift file=Sources/Map/Area.swift
import CoreLocation

class Area: NSObject {
    var identifier: String
    var isTargetZone: Bool
    var radius: CLLocationDistance
    init(identifier: String, isTargetZone: Bool, radius: CLLocationDistance) {
        self.identifier = identifier
        self.isTargetZone = isTargetZone
        self.radius = radius
    }

    static let greaterArea = Area(identifier: "Mount Koya", isTargetZone: false, radius: 5000)
}

let daimonArea = Area(identifier: "Daimon", isTargetZone: true, radius: 120)
let garanArea = Area(identifier: "Garan", isTargetZone: true, radius: 90)
```

```swift file=Sources/Map/LocationManager.swift
final class LocationManager {
    private var areas: [Area] = [daimonArea, garanArea]

    func convertRegionToArea(region: String) -> Area {
        var activeZone: Area?
        for area in areas where area.identifier == region { activeZone = area }
        return activeZone ?? Area.greaterArea
    }
}
```

### A theme picker choosing through a method of a theming engine

```swift file=Sources/Theme/ThemingEngine.swift
import SwiftUI

enum ThemeName: String, CaseIterable {
    case classic, dino
}

struct Theme {
    var name: ThemeName
    var quickBarFont: Font
}

@Observable final class ThemingEngine {
    static let shared = ThemingEngine()
    private(set) var currentTheme = Theme(name: .classic, quickBarFont: .title3)

    func setTheme(_ name: ThemeName) {
        currentTheme = Theme(name: name, quickBarFont: name == .classic ? .title3 : .body)
    }
}
```

```swift file=Sources/Theme/AppearanceSettings.swift
import SwiftUI

struct AppearanceSettings: View {
    var body: some View {
        HStack {
            ForEach(ThemeName.allCases, id: \.self) { name in
                Text(name.rawValue)
                    .bold(ThemingEngine.shared.currentTheme.name == name)
                    .onTapGesture { ThemingEngine.shared.setTheme(name) }
            }
        }
    }
}
```

### A settings pane named with the short word

```swift
import SwiftUI

final class Preferences: ObservableObject {
    static let shared = Preferences()
    @Published var livePlayer = "IINA"
    @Published var port = 19080
}

struct GeneralPrefsView: View {
    @ObservedObject private var preferences = Preferences.shared

    var body: some View {
        Form {
            TextField("Player", text: $preferences.livePlayer)
            Stepper("Port \(preferences.port)", value: $preferences.port)
        }
    }
}
```


### A model Marshal decodes, reading a preference

```swift
import Foundation
import Marshal

final class Preferences: NSObject {
    static let shared = Preferences()
    private let prefs = UserDefaults.standard

    var bilibiliCodec: Int {
        get { prefs.integer(forKey: "bilibiliCodec") }
        set { prefs.set(newValue, forKey: "bilibiliCodec") }
    }
}

struct BilibiliDash: Unmarshaling {
    let codecs: [String]

    init(object: MarshaledObject) throws {
        codecs = try object.value(for: "codecs")
    }

    func preferredCodecs() -> [String] {
        codecs.filter {
            switch Preferences.shared.bilibiliCodec {
            case 0: return $0.hasPrefix("av01")
            case 1: return $0.hasPrefix("hev")
            default: return $0.hasPrefix("avc")
            }
        }
    }
}
```

### A player chosen once by a static property declared as the protocol

```swift file=Sources/Players.swift
protocol AudioQueuePlayer: AnyObject {
    var delegate: AnyObject? { get set }
    func play()
}

final class DRMAudioQueuePlayer: AudioQueuePlayer {
    static let instance = DRMAudioQueuePlayer()
    var delegate: AnyObject?
    private var queue: [String] = []
    func play() { queue.removeAll() }
}

final class AudioQueuePlayerImpl: AudioQueuePlayer {
    static let instance = AudioQueuePlayerImpl()
    var delegate: AnyObject?
    private var queue: [String] = []
    func play() { queue.removeAll() }
}

```

```swift file=Sources/ApplicationDefaults.swift
import Foundation

enum PlayerKind: Int {
    case appleDRM, standard
}

struct ApplicationDefaults {
    static let audioQueuePlayer: AudioQueuePlayer = {
        let kind = PlayerKind(rawValue: UserDefaults.standard.integer(forKey: "player")) ?? .standard
        let player: AudioQueuePlayer
        switch kind {
        case .appleDRM:
            player = DRMAudioQueuePlayer.instance
        case .standard:
            player = AudioQueuePlayerImpl.instance
        }
        player.delegate = nil
        return player
    }()
}
```

### A latency probe timing a turn

```swift
import Foundation

final class TTSLatencyProbe {
    static let shared = TTSLatencyProbe()
    private var turnStartedAt: Date?
    private(set) var lastFirstAudioMs: Double?

    func markTurnStart() { turnStartedAt = Date() }

    func markFirstAudio() {
        guard let start = turnStartedAt else { return }
        lastFirstAudioMs = Date().timeIntervalSince(start) * 1000
    }
}

final class ConversationAudioController {
    func activate() {
        TTSLatencyProbe.shared.markTurnStart()
    }
}
```

### A toast system's notices named by their kind

```swift file=Sources/Toasts.swift
import SwiftUI

final class NotificationManager: ObservableObject {
    static let shared = NotificationManager()
    @Published private(set) var toasts: [String] = []

    func success(_ message: String) { toasts.append(message) }
    func error(_ message: String) { toasts.append(message) }
}
```

```swift file=Sources/StagingPanel.swift
import SwiftUI

struct StagingPanel: View {
    var body: some View {
        Button("Stage all") {
            NotificationManager.shared.success("Staged all files")
        }
    }
}

final class WorktreeService {
    func remove(_ path: String) {
        NotificationManager.shared.error("Could not remove \(path)")
    }
}
```

"""##,
    "singleton_declaration": #"""
# singleton_declaration

Flags class or actor properties that hold a shared instance of their own type.

Severity: warning · Default: off

## What it flags

A `static` or `class` property of a class or actor (or of an extension of one, a platform
class's included: `extension AVAudioEngine { static let shared = AVAudioEngine() }`, under a
`shared`-style name, as `singleton_access` reads it) that holds an
instance of the type itself: any name when the initializer builds the type (`Foo(…)`,
`Self(…)`, `.init(…)`, `Foo.init(…)`, or a `{ … }()` closure returning one) or the annotation
is the type (`Foo`, `Foo?`, `Self`); and the names `shared`, `sharedInstance`, `instance`
and `default` whatever they hold. The finding points at the property's name.

`.init(…)` builds the annotated type, so `static let title: LocalizedStringResource =
.init(…)` does not count. A read-only computed property computes its value on every access
(`static var preview: Foo { Foo(…) }`, a storyboard's `static var bluetooth: Self {
instantiate() }`): a factory, not a shared instance, flagged only under the four names
above, unless all its getter does is return a stored instance (`class var main: Foo {
current }`), the same shared instance under a second name; so is a stored property with no
annotation whose value is such a property, read whole (`public static let getInstance =
instance`; held-out set 316: a session store reached so by every service). A getter that builds the type
with its initializer (`static var default: Foo { Foo(…) }`) hands out a new instance on
every access: a factory under any name, neither declared nor reached as a singleton
(held-out set 37: a catalog's `MockHeaderViewModel.default`, SPEC "no").

Not flagged: structs and enums (`static let default = Config()` on a value type is a
constant), `private` and `fileprivate` classes (their file's implementation detail, such as
SwiftProtobuf's `_StorageClass.defaultInstance`), composition-root types (`@main`, `AppDelegate`, `SceneDelegate`, names ending in
`Container`, `CompositionRoot`, `Assembly`, `Assembler`, `DependencyGraph`, wiring types
holding a container, and the configuration's `composition_root`), test files,
`@globalActor` types (the language requires their `static let shared`), a subclass of a
platform window, panel or window controller (`NSWindowController`, `NSPanel`, `NSWindow`,
`UIWindow`: one on-screen panel, AppKit's `NSColorPanel.shared` idiom) or of a view or view
controller (`UIView`, `UIViewController`, `NSView`, `NSViewController`: a static handle on
the one on screen, `IncomingCallBanner.current`; and a cell, `UICollectionViewCell`, a static
sizing cell), a null object (a static named `none`,
`empty`, `zero`, `identity`, `null`, `completed` or `unknown`, alone or before what it
stands for, `CommonContact.emptyContact`: a constant; held-out set 25, 3 of 3 not acted on), a shared logger
(a type named `…Logger`, `…Logging`, `…LoggingService`, `…LogService`, `…LogManager` or
`…Log`: one app-wide logger is the ambient collaborator reviewers accept) and the other
ambient UI services (names with `Haptic`, `Toast`, `Snackbar`, `HUD`/`Hud` or `Keyboard`:
`HapticFeedbackService`, `HudHelper`, `KeyboardManager`; and a small class in a file importing
a toast, banner or HUD library, `Drops`, `SwiftMessages`, `SVProgressHUD`, and one keeping
no instance stored property in a file importing TipKit, the app's tip events' facade,
`TipStore`, whose uses set 291's labellers left; and a class whose
every stored property is a private view, the overlay it puts over the window: `LoadingManager`,
`DimManager`; a script library's bridge holding only JavaScriptCore's types; a window's own
controller, adopting `NSWindowDelegate` and keeping its window; a benchmark's timer,
`Benchmark`; a performance instrument as `singleton_access` names it, `TTSLatencyProbe`,
held-out set 311), a shared cache or loader of
images or players (`ImageLoader`, `ThumbnailCache`, `PlayerCache`: read like
`SDImageCache.shared`) and the app's locale provider
(`LanguageManager`, `LocalizationService`: read like `Locale.current`), a
configuration (`…Config`, `…Configuration`: settings, not a collaborator), an event channel
(a class whose every stored property is a Combine or RxSwift subject: an app-wide notification
centre), a singleton reached only from the composition root (every `Foo.shared` in the
analyzed set outside tests, `: Foo = .shared` initializers included, is in an
`AppDelegate`, an `@main` app, a wiring type or another composition-root type, in a
dependency key's `liveValue`, `testValue` or `previewValue` (where swift-dependencies
registers it), or in a default argument: the root creates the one instance and
hands it on, which is what this rule asks for; its own code reaching `shared`, or file-scope
code, is a hidden use and keeps the finding), a stateless namespace (every instance property a constant, such as a formatter or
an encoder nothing reassigns, and every method reading only those constants, its parameters
and the type's other such methods: `JSON.shared.toString(ids)`, a date-formatting helper;
nothing in it changes and nothing reaches further; docs/judgments.md, "helper call"), debug tooling (a type named with `Debug`, `Diagnostic` or the word `QA`, or nested in one, or
declared in a folder of diagnostics, `Core/Diagnostics/`), entry points
the system instantiates (a SwiftUI `App`, an App Intent, an `NSScriptCommand`, an Argument
Parser `ParsableCommand`: composition
root, see `singleton_access`), and preview and
fixture instances: statics named `preview`, `mock`, `stub`, `dummy`, `sample`,
`placeholder`, `fixture`, `example` (or starting with one of them, `previewStore`, or
with `for` before one of them or `testing`: `forPreviews`, `forTesting`), and
any static inside an `#if DEBUG` or `#if targetEnvironment(simulator)` block.

## Why it matters

A singleton is a global variable with a type: every caller that reaches for `Foo.shared`
depends on it invisibly, tests cannot give each case a fresh or fake instance, and state
leaks from one test into the next. Create the one instance in the composition root and hand
it to the types that need it; "one instance" is then a wiring decision, not a property of
the class.

## Flagged

```swift
final class NetworkManager {
    static let ↓shared = NetworkManager()
    private init() {}
}
```
> message: class 'NetworkManager' holds a shared instance of itself in 'shared'; create one instance in the composition root and inject it

### Any name, closures, annotations and extensions

```swift
actor TokenCache {
    static var ↓current: TokenCache = {
        let cache = TokenCache()
        return cache
    }()
    class var ↓main: TokenCache { current }
    static let ↓standard = current
}

final class Analytics {}

extension Analytics {
    static let ↓live = Analytics.init()
    static let ↓sharedInstance = makeDefault()
}
```

### Reached from the root and elsewhere, or only by its own code

```swift
final class SyncEngine {
    static let ↓shared = SyncEngine()
    func start() {}
}

final class Analytics {
    static let ↓shared = Analytics()
    static func log(_ event: String) { shared.track(event) }
    func track(_ event: String) {}
}

final class AppDelegate: UIResponder {
    func applicationDidFinishLaunching() {
        SyncEngine.shared.start()
        Analytics.shared.track("launch")
    }
}

final class SettingsViewModel {
    func refresh() { SyncEngine.shared.start() }
}
```

### Helpers with state: a cache, a lock, a session

```swift
final class AddressConverter {
    static let ↓shared = AddressConverter()
    private var cache: [String: String] = [:]

    func convert(_ address: String) -> String {
        if let cached = cache[address] { return cached }
        let converted = address.lowercased()
        cache[address] = converted
        return converted
    }
}

final class LockedCache {
    static let ↓shared = LockedCache()
    private let entries = Mutex<[String: Int]>([:])

    func count(_ key: String) -> Int { entries.withLock { entries in entries[key] ?? 0 } }
}

final class Fetcher {
    static let ↓shared = Fetcher()

    func fetch(_ url: URL) async throws -> Data { try await URLSession.shared.data(from: url).0 }
}
```

### A platform class's shared instance the app declares

```swift
import AVFoundation

extension AVAudioEngine {
    static let ↓shared = AVAudioEngine()
}

final class Recorder {
    func start() throws { try AVAudioEngine.shared.start() }
}
```

## Fixed

```swift
final class NetworkManager {
    init(session: URLSession) {}
}

struct AppConfig {
    static let `default` = AppConfig()
}

final class AppContainer {
    static let shared = AppContainer()
    lazy var network = NetworkManager(session: .shared)
}
```

### A catalog of constants

```swift
final class Icon {
    static let home = Icon(name: "house")
    static let search = Icon(name: "magnifyingglass")
    static let settings = Icon(name: "gearshape")
    init(name: String) {}
}

final class CoordinateSystem {
    static let topDown = CoordinateSystem(flipped: true)
    static let bottomUp = CoordinateSystem(flipped: false)
    private init(flipped: Bool) {}
}

final class VideoTime {
    static let infinite = VideoTime(999)
    static let zero = VideoTime(0)
    init(_ seconds: Double) {}
}

final class Contact {
    static let emptyContact = Contact(name: "")
    let name: String
    private init(name: String) { self.name = name }
}

final class AvatarModel {
    var contact = Contact.emptyContact
}
```

Its file's named constants built with arguments count towards the catalog (a fixed region
beside seventeen others at file scope; held-out set 308: 1 of 1 not acted on):

```swift
import CoreLocation

class Area: NSObject {
    var identifier: String
    var isTargetZone: Bool
    var radius: CLLocationDistance
    init(identifier: String, isTargetZone: Bool, radius: CLLocationDistance) {
        self.identifier = identifier
        self.isTargetZone = isTargetZone
        self.radius = radius
    }

    static let greaterArea = Area(identifier: "Mount Koya", isTargetZone: false, radius: 5000)
}

let daimonArea = Area(identifier: "Daimon", isTargetZone: true, radius: 120)
let garanArea = Area(identifier: "Garan", isTargetZone: true, radius: 90)
```

### Reached only from the composition root

```swift
final class CloudSyncMonitor {
    static let shared = CloudSyncMonitor()
    func start() {}
}

final class OnboardingManager {
    static let shared = OnboardingManager()
}

final class SettingsViewModel {
    init(onboarding: OnboardingManager = .shared) {}
}

@main
struct NotesApp: App {
    let onboarding = OnboardingManager.shared
    init() { CloudSyncMonitor.shared.start() }
    var body: some Scene { WindowGroup { Text("") } }
}
```

A live instance that only a dependency key's value wraps is registered there:

```swift
final class BookmarkStorage {
    static let live = BookmarkStorage()
    func isBookmarked(_ id: String) -> Bool { false }
}

struct BookmarkClient {
    var isBookmarked: (String) -> Bool
}

extension BookmarkClient: DependencyKey {
    static let liveValue: BookmarkClient = {
        let storage = BookmarkStorage.live
        return BookmarkClient(isBookmarked: { storage.isBookmarked($0) })
    }()
}
```

### A stateless namespace

```swift
final class JSON {
    static let shared = JSON()
    private var encoder = JSONEncoder()

    func toString(_ ids: [Int]) -> String {
        guard let data = try? encoder.encode(ids) else { return "[]" }
        return String(data: data, encoding: .utf8) ?? "[]"
    }
}

final class AppDateFormatter {
    static let shared = AppDateFormatter()
    private let shortTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        return formatter
    }()

    func shortTimeString(from date: Date) -> String { shortTime.string(from: date) }
    func agoString(from date: Date) -> String { "ago " + shortTimeString(from: date) }
}
```

### Factories and other types

```swift
final class NetShieldModel {
    static var random: NetShieldModel {
        let model = NetShieldModel()
        return model
    }
    static var preview: NetShieldModel { NetShieldModel() }
    static var `default`: NetShieldModel { NetShieldModel() }
    static var shared: NetShieldModel {
        NetShieldModel()
    }
    static var fromStoryboard: NetShieldModel { make() }
    static func make() -> NetShieldModel { NetShieldModel() }
    static let title: LocalizedStringResource = .init("NetShield")
    static let nib: UINib = .init(nibName: "NetShield", bundle: nil)
}

struct Message {
    fileprivate final class Storage {
        static let defaultInstance = Storage()
    }
}
```

### Dependency keys

```swift
final class APIClient {
    static let liveValue = APIClient()
    static let testValue = APIClient()
}
```

### Global actors, previews and fixtures

```swift
@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

final class CartStore {
    static let preview = CartStore()
    static let mockEmpty = CartStore()
#if DEBUG
    static let debugInstance = CartStore()
#endif
}

final class AppLogger {
    static let shared = AppLogger()
}

final class ProfileManager {
    static let forPreviews = ProfileManager()
}

final class FindPanelController: NSWindowController {
    static let shared = FindPanelController()
}

final class IncomingCallBanner: UIView {
    static var current: IncomingCallBanner?
}

final class PhotoCollection {
    static let empty = PhotoCollection()
}

final class HapticFeedbackService {
    static let shared = HapticFeedbackService()
}

final class HudHelper {
    static let instance = HudHelper()
}

final class ThumbnailCache {
    static let shared = ThumbnailCache()
    private let images = NSCache<NSURL, UIImage>()
}

final class LanguageManager {
    static let shared = LanguageManager()
    var currentLanguage = "en"
}

final class ViewUpdates {
    static let shared = ViewUpdates()
    var feedUpdates = PassthroughSubject<FeedUpdate, Never>()
}

final class FeeRelayConfig {
    static let shared = FeeRelayConfig()
    var disableFees = false
}

final class HistoryDebug {
    static let shared = HistoryDebug()
}

final class SocketDebugViewModel {
    final class Monitor {
        static let shared = Monitor()
    }
}
```

### In a test file

```swift file=Tests/AppTests/FakeNetwork.swift
final class FakeNetwork {
    static let shared = FakeNetwork()
}
```

## Options

None.

## Limits

- A class with two or more static properties of its own type under other names, each built
  in place (`Foo(…)`, `Self(…)`, `.init(…)`; null objects such as `zero` count), is a
  catalog of constants (icons, themes, categories, `CoordinateSystem.topDown` and
  `.bottomUp`, a list's `loading` and `empty` sentinel rows, `VideoTime.infinite` beside
  `.zero`), not a singleton, which is one shared instance: none of those is flagged, only
  `shared`, `sharedInstance`, `instance` and `default` still are. Constants at file scope
  in the type's file, each built by its initializer with arguments (`let daimonArea =
  Area(name: "Daimon", radius: 120)` beside `static let greaterArea = Area(…)`), count
  towards the two; one built with none (`let env = Environment()`) is a global instance and
  does not. Statics a function or a
  getter makes (`static let first = makePlayer()`, `static var active: Player { … }`) do not
  count: a registry of live instances is no catalog. (Three before held-out sets 4 to 6, where every pair read was a pair
  of constants.) Two named instances of a service (`Database.main`, `Database.background`)
  are missed.
- `liveValue`, `testValue` and `previewValue` are swift-dependencies' injection points: not
  flagged.

- A property that holds a different type under another name (`static let formatter =
  DateFormatter()`) is shared state but not a singleton of its type: not flagged.
- Whether an extended type is a class is read from its declaration in the analyzed set; an
  extension of a class declared elsewhere (a framework's) is not flagged.
- Off by default: on the nine held-out sets of issue 14 (4 to 12, decided before set 13 ran)
  a reviewer acted on 123 of its 203 findings read (61 %; 76 % at best on one set), under
  the 80 % a rule needs to be on by default. The declaration is one end of the problem whose
  other end, every hidden use, `singleton_access` reports where the code would change; the
  declarations not acted on were catalogs, caches, platform wrappers and libraries copied
  into the app. Enable it with `{"rules": {"singleton_declaration": "on"}}` to audit the
  shared instances a codebase declares.

"""#,
    "superfluous_suppression": #"""
# superfluous_suppression

Flags `dilint:disable` comments that silence nothing, and comments that name an unknown rule.

Severity: warning · Default: on

## What it flags

Suppression comments (`// dilint:disable:next <rule>…`, `// dilint:disable:this <rule>…`,
`// dilint:disable <rule>…` … `// dilint:enable <rule>…`, `all` for every rule, also in
`/* … */` block comments):

- a rule named in a comment that silenced no finding in the comment's range: the line after
  it (through any attribute lines, to the declaration), its own line, or the region up to the
  matching `dilint:enable` (or the end of the file). This is reported only when the named rule
  runs (enabled in the configuration or on the command line): a suppression of a rule that is
  off is kept for when it is turned on. An unused `all` is reported when every rule that is
  on by default runs: under `--only`, or with such a rule turned off, it may be meant for a
  rule that did not run.
- a word that is not a rule id (`singelton_access`), always, whatever the configuration, with
  the closest rule id as a suggestion.

Each finding points at the rule's name in the comment.

## Why it matters

A suppression is a promise that a finding on that line is deliberate. When the code changes
and the finding goes away, a stale comment keeps a blanket exemption in place that will hide
the next, real finding on that line; a misspelled rule id suppresses nothing at all while
looking as if it did. Removing stale comments keeps every remaining suppression meaningful.

## Flagged

```swift
final class FeedViewModel {
    // dilint:disable:next ↓singleton_access - legacy code, see #42
    let title = "Feed"
}
```
> message: suppression of 'singleton_access' silences no finding here; remove it

### An unknown rule id

```swift
final class NetworkManager {
    static let shared = NetworkManager()
}

final class FeedViewModel {
    // dilint:disable:next ↓singelton_access
    let network = NetworkManager.shared
}
```
> message: unknown rule 'singelton_access' in a suppression comment; did you mean 'singleton_access'?

### Regions, `this`, `all` and block comments

```swift
final class NetworkManager {
    static let shared = NetworkManager()
}

// dilint:disable ↓service_locator
final class FeedViewModel {
    let network = NetworkManager.shared // dilint:disable:this singleton_access ↓force_unwrapped_dependency
    /* dilint:disable:next ↓all */
    func load() {}
}
// dilint:enable service_locator
```

## Fixed

```swift
final class NetworkManager {
    static let shared = NetworkManager()
}

final class FeedViewModel {
    // dilint:disable:next singleton_access - migrating to injection in #42
    let network = NetworkManager.shared
}

final class FeedLoader {
    // dilint:disable singleton_access
    func load() {
        use(NetworkManager.shared)
    }
    // dilint:enable singleton_access
}
```

### Attribute lines between the comment and the declaration

```swift
final class Analytics {
    static let shared = Analytics()
}

final class FeedViewModel {
    // dilint:disable:next singleton_access
    @MainActor
    @discardableResult
    func track() -> Bool { use(Analytics.shared); return true }
}
```

### A rule that is off

```swift
final class Cache {
    // dilint:disable:next system_singleton_access - the rule is off by default
    func clear() {}
}
```

## Options

None.

## Limits

- A suppression comment does not silence this rule's own findings: turn the rule off in the
  configuration (or with `--disable superfluous_suppression`) to keep stale suppressions.
  Unknown rule ids are reported even then.
- Whether a suppression is used depends on which rules run: with `--only` or a narrower
  configuration, a suppression of a rule that is not running is not reported.
- A `dilint:disable` region without a matching `dilint:enable` extends to the end of the
  file; an `enable` closes the most recent open region of the same rule.

"""#,
    "system_singleton_access": #"""
# system_singleton_access

Flags hidden uses of platform singletons that do I/O, such as `URLSession.shared` and `UserDefaults.standard`.

Severity: warning · Default: off

## What it flags

The platform singletons that hide I/O or process-wide state, reached from code as a hidden
dependency: `URLSession.shared`, `UserDefaults.standard`, `FileManager.default`,
`NotificationCenter.default`, `UIApplication.shared`, `NSWorkspace.shared` and
`ProcessInfo.processInfo` (the `singletons` option replaces the list). Like
`singleton_access`, it looks inside functions, initializers, accessors, closures and property
initializers, and reports each access once, at the member (`shared`, `standard`), including
chains such as `URLSession.shared.data(from:)`.

Not flagged, as for `singleton_access`: a default argument value
(`init(session: URLSession = .shared)` or `= URLSession.shared` is the endorsed
default-parameter injection), the composition root (`@main`, `AppDelegate`, `SceneDelegate`,
`…Container`, `…Assembly`, … and the configured `composition_root`), registration code
(closures passed to `register`, a Swinject `Assembly`'s `assemble(container:)`,
`extension Container` bodies, a swift-dependencies key's `liveValue`, `testValue` or
`previewValue`, which is the live implementation wrapping the platform), top-level code (`main.swift`, scripts), test files, and code
in an extension of the singleton's own type.
An implicit member (`let defaults: UserDefaults = .standard`) is not flagged either.

Also not flagged, because no reviewer would inject anything there:
- the bare singleton passed as a labelled argument of a call
  (`AppConfig(dataLoader: URLSession.shared)`, `self.init(defaults: UserDefaults.standard)`):
  the caller chooses the dependency and hands it in, which is injection. Only the whole
  argument counts: `f(data: URLSession.shared.data(…))` is still an access;
- `NotificationCenter.default.removeObserver(…)` inside `deinit`: an object removing its own
  observers on the way out;
- `ProcessInfo.processInfo.arguments` and `.environment`: the launch arguments, read for
  UI-test flags (`-ui-testing`), are configuration, not I/O to replace;
- the application's delegate cast to the app delegate (`(UIApplication.shared.delegate as!
  AppDelegate).printerManager`): `service_locator` judges that one problem and reports it
  once (held-out set 30: 136 second findings on such casts).

The rule is off by default: most apps use these singletons everywhere, and turning it on is a
decision to wrap them. Enable it with `"system_singleton_access": "on"` or `--enable`.

## Why it matters

`URLSession.shared` in a method means the type talks to the network whatever its caller
wants; `UserDefaults.standard` means tests share one persistent store and leak state into each
other, and `FileManager.default` writes to the real disk. When the session, defaults or file
manager (or a small protocol over them) comes in through the initializer, tests pass an
ephemeral session, a `UserDefaults(suiteName:)` or a fake, and the dependency is visible in the
type's signature.

## Flagged

```swift
final class FeedLoader {
    func load() async throws -> Data {
        let (data, _) = try await URLSession.↓shared.data(from: URL(string: "https://example.com")!)
        return data
    }
}
```
> message: 'FeedLoader' reaches for the platform singleton 'URLSession.shared'; inject it, or a protocol over it, through the initializer instead

### Defaults, files, notifications and the process

```swift
final class SettingsStore {
    private let defaults = UserDefaults.↓standard
    var isOnboarded: Bool { UserDefaults.↓standard.bool(forKey: "onboarded") }

    func reset() {
        try? FileManager.↓default.removeItem(at: cacheURL)
        NotificationCenter.↓default.post(name: .init("reset"), object: nil)
        NotificationCenter.↓default.removeObserver(self)
        configure(timeout: URLSession.↓shared.configuration.timeoutIntervalForRequest)
        if ProcessInfo.↓processInfo.isLowPowerModeEnabled { return }
        Task { @MainActor in UIApplication.↓shared.open(URL(string: "app-settings:")!) }
    }
}

func openInFinder(_ url: URL) {
    NSWorkspace.↓shared.activateFileViewerSelecting([url])
}
```

### A configured list

```swift config={"singletons": ["Bundle.main", "UIDevice.current"]}
struct DeviceInfo {
    var model: String { UIDevice.↓current.model }
    var version: String { Bundle.↓main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "" }
    var session: URLSession { URLSession.shared }
}
```

## Fixed

```swift
final class FeedLoader {
    private let session: URLSession
    private let defaults: UserDefaults

    init(session: URLSession = .shared, defaults: UserDefaults = UserDefaults.standard) {
        self.session = session
        self.defaults = defaults
    }

    func load() async throws -> Data {
        let (data, _) = try await session.data(from: URL(string: "https://example.com")!)
        return data
    }
}

extension UserDefaults {
    static let app = UserDefaults.standard
    var isOnboarded: Bool { UserDefaults.standard.bool(forKey: "onboarded") }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let loader = FeedLoader(session: URLSession.shared)
    func applicationDidBecomeActive(_ application: UIApplication) {
        NotificationCenter.default.post(name: .init("active"), object: nil)
    }
}
```

### Injection by argument, deinit clean-up, launch arguments and the app delegate cast

```swift
final class AppConfig {
    init(dataLoader: URLSession, defaults: UserDefaults) {}

    convenience init() {
        self.init(dataLoader: URLSession.shared, defaults: UserDefaults.standard)
    }
}

final class StopView: UIView {
    var isUITesting: Bool { ProcessInfo.processInfo.arguments.contains("-ui-testing") }
    var apiHost: String? { ProcessInfo.processInfo.environment["API_HOST"] }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}

final class PanelViewController: UIViewController {
    // The app delegate cast is service_locator's one finding.
    let printerManager: PrinterManager = { (UIApplication.shared.delegate as! AppDelegate).printerManager! }()
}

### Registration code

```swift
final class FoundationRegistrant {
    func registerDependency(container: Container) {
        container.register(FileManager.self) { _ in FileManager.default }
        container.register(UserDefaults.self) { _ in
            UserDefaults.standard
        }
    }
}
```

### A dependency's live implementation

```swift
struct FileClient {
    var delete: (String) throws -> Void
}

extension FileClient: DependencyKey {
    static let liveValue = Self(
        delete: { try FileManager.default.removeItem(atPath: $0) }
    )
}
```

### Tests and scripts

```swift file=Tests/AppTests/FeedLoaderTests.swift
final class FeedLoaderTests: XCTestCase {
    func testLoad() {
        let loader = FeedLoader(session: URLSession.shared, defaults: UserDefaults.standard)
        _ = FileManager.default.temporaryDirectory
    }
}
```

```swift file=Scripts/main.swift
if ProcessInfo.processInfo.arguments.contains("--verbose") {
    print(FileManager.default.currentDirectoryPath)
}
```

## Options

| key | type | default | effect |
| --- | --- | --- | --- |
| `singletons` | array of strings | `URLSession.shared`, `UserDefaults.standard`, `FileManager.default`, `NotificationCenter.default`, `UIApplication.shared`, `NSWorkspace.shared`, `ProcessInfo.processInfo` | the `Type.member` singletons to flag; replaces the default list |

Each entry is written `Type.member`; anything else stops the run with an error naming its
line and column.

## Limits

- Names are matched as written: a typealias or a variable holding the singleton
  (`let center = NotificationCenter.default` at file scope, then `center.post(…)`) is not
  followed, and a module-qualified `Foundation.URLSession.shared` is matched on its last two
  components.
- `NotificationCenter.default.removeObserver(self)` outside `deinit` is reported like any
  other access: inject the center, or suppress the line with a reason.
- `mock_side_effects` uses the default list (its `.shared`, `.default` and `.standard`
  members), not this option.

"""#,
    "too_many_dependencies": #"""
# too_many_dependencies

Flags initializers that take more than `max_parameters` dependencies.

Severity: warning · Default: off

## What it flags

An initializer (of a class, actor, struct, enum or extension) that takes more than
`max_parameters` dependencies, 7 by default, so 8 or more is flagged. By default
(`count: dependencies`) only dependency-like parameters count (see docs/judgments.md):
protocols of the analyzed set with a method requirement, services, view models and other
collaborator classes and actors of the analyzed set, and types whose name ends in a
dependency suffix (`Service`, `Repository`, `Client`, …), but not loggers and analytics
trackers (`…Logger`, `…Log`, `…LogManager`, `…Tracker`, `…Tracking`, `…Analytics`,
`…AnalyticsService`, also with `Protocol` after the name, `LogManagerProtocol`: half the
types of an app take one; they are no separate concern). Values never count: enums,
strings, numbers, models, views, value protocols, closures. With `count: all`, every
parameter counts (variadic, defaulted and closure parameters too). In both modes a
parameter defaulted to the caller's location (`#file`, `#fileID`, `#filePath`, `#line`,
`#column`, `#function`) never counts. The finding points at `init`; the message gives the
count, names the counted parameters and gives the limit.

Not flagged: the initializer of a type that groups dependencies to be passed as one (a name
ending in `Services`, `Dependencies` or `Environment`: `CoreServices`, `AppDependencies`),
which is the fix this rule asks for, and debug tooling (a type named with `Debug`,
`Diagnostic` or the word `QA`, or code under `#if DEBUG` or `#if targetEnvironment(simulator)`),
which drives every store by design.

Why 7 (the spec's default was 5): on held-out apps reviewers left every initializer with six
to eight collaborators for one concern as it was, and acted on those with more (docs/accuracy.md).
A team that wants the stricter limit sets `max_parameters: 5`.

## Why it matters

An initializer that needs many collaborators belongs to a type that does too much: every
test has to build all of them, and every change to one of them ripples into its callers.
Constructor injection makes the cost visible, which is its point; the fix is to split the type
or to group collaborators that always travel together, not to hide them in singletons. A
model, a SwiftUI view or a configuration struct with many value fields is not a dependency
problem, and is not counted.

## Flagged

```swift
final class CheckoutViewModel {
    ↓init(cart: CartService, payments: PaymentService, shipping: ShippingService, user: UserRepository,
         coupons: CouponService, wallet: WalletClient, taxes: TaxProvider, reviews: ReviewStore,
         analytics: AnalyticsTracking, logger: EventLogger, title: String) {}
}
```
> message: initializer of 'CheckoutViewModel' takes 8 dependencies (limit 7): 'cart', 'payments', 'shipping', 'user', 'coupons', 'wallet', 'taxes', 'reviews'; pass a grouped dependency or split the type

### Collaborators of the analyzed set

```swift
protocol FeedLoading { func load() async throws }
final class SessionStore {}
final class ImagePipeline { static let shared = ImagePipeline() }
actor Downloader: FeedLoading { func load() async throws {} }
final class FeedPresenter {}

struct FeedScreen {
    ↓init(feed: FeedLoading, session: SessionStore, images: ImagePipeline, downloads: Downloader,
         presenter: FeedPresenter, api: any APIClient, cache: CacheStore, sync: SyncService) {}
}
```

### Counting every parameter

```swift config={"count": "all", "max_parameters": 5}
struct Report {
    ↓init(title: String, rows: [Row] = [], footer: String? = nil, style: Style = .plain,
         onTap: @escaping () -> Void = {}, tags: String...) {}
}
```

### A lower limit

```swift config={"max_parameters": 1}
extension Router {
    convenience ↓init(window: Window, session: SessionService, deepLinks: DeepLinkService) {
        self.init(window: window)
    }
}
```

## Fixed

```swift
struct CheckoutDependencies {
    let cart: CartService
    let payments: PaymentService
    let shipping: ShippingService
}

final class CheckoutViewModel {
    init(dependencies: CheckoutDependencies, analytics: AnalyticsTracking, user: UserRepository) {}
}
```

### Values, models, views and enums are not dependencies

```swift
enum FileType { case pdf, image }
protocol Episode { var title: String { get } }
final class UserModel: Codable {}
final class AvatarView: UIView {}

struct Label {
    init(text: String, font: Font, color: Color, lines: Int, alignment: Alignment, isBold: Bool,
         theme: ThemeProvider, kind: FileType, keyboard: UIKeyboardType, episode: Episode,
         user: UserModel, avatar: AvatarView) {}
}
```

### Six collaborators for one concern, loggers and trackers, groups and debug tooling

```swift
final class HistoryViewModel {
    init(provider: HistoryProvider, wallet: WalletManager, tokens: TokensRepository, sell: SellDataService,
         pending: PendingTransactionService, actions: UserActionService, logger: AppLogger,
         tracker: UserActionTracker, analytics: AnalyticsService) {}
}

final class VaultsManager {
    init(items: ItemRepository, vaults: VaultRepository, share: ShareRepository, sync: SyncService,
         events: EventStream, symmetricKey: SymmetricKeyProvider, user: UserManager, logManager: LogManagerProtocol) {}
}

struct CoreServices {
    init(data: DataManager, accounts: AccountService, sync: SyncService, library: LibraryService,
         playback: PlaybackService, player: PlayerManager, loader: PlayerLoaderService, watch: WatchService) {}
}

final class PopulateDebugData {
    init(habits: HabitRepository, categories: CategoryRepository, logs: LogRepository, profile: ProfileService,
         suggestions: SuggestionService, streaks: StreakService, reminders: ReminderService, sync: SyncService) {}
}
```

### Caller-location defaults never count

```swift config={"count": "all"}
struct Failure {
    init(message: String, code: Int, underlying: Error?, file: StaticString = #fileID,
         line: UInt = #line, function: StaticString = #function, column: UInt = #column) {}
}
```

## Options

| key | type | default | effect |
| --- | --- | --- | --- |
| `max_parameters` | integer | `7` | the most dependencies (or parameters, with `count: all`) an initializer may take |
| `count` | `all` or `dependencies` | `dependencies` | `dependencies` counts only dependency-like parameters; `all` counts every parameter |

## Limits

- Functions other than initializers are not checked: a method with many parameters is not
  a dependency problem.
- With `count: dependencies`, a parameter whose type is declared outside the analyzed set and
  carries no dependency suffix (`Session`) is not counted.
- A memberwise initializer the compiler synthesizes is not seen: a struct with seven
  service properties and no written `init` is not reported.
- Off by default: on held-out sets 4 to 9 a reviewer acted on 25 of its 65 findings (8 of
  12 on sets 8 and 9, with `max_parameters` 7). The initializers it finds are mostly
  orchestrators, facades and report builders that use every collaborator for their one
  concern, which a reviewer leaves as they are. Enable it with
  `{"rules": {"too_many_dependencies": "on"}}` (with options: `{"enabled": true,
  "max_parameters": 9}`) to audit constructor over-injection.

"""#,
    "view_model_in_view": #"""
# view_model_in_view

Flags view models built inside a SwiftUI view's non-owning stored property or its body, where they are rebuilt and lose their state.

Severity: warning · Default: off

## What it flags

In a SwiftUI view (a struct of the analyzed set that conforms to `View`, in its declaration
or an extension), outside test files and the composition root, the construction of a view
model (`ProfileViewModel(…)`, `ProfileViewModel.init(…)`):

- as (part of) the initial value of an instance stored property that is not
  `@StateObject` or `@State`: `@ObservedObject var model = ProfileViewModel()`,
  `let model = ProfileViewModel()`, `@Bindable var model = ProfileModel()`;
- in the code of `body`, of a `@ViewBuilder` member, or of a member whose type is
  `some View` (and of the view-building closures inside them, not event closures such as
  `.task` or a button's action): `ChildView(model: ProfileViewModel(api: api))`; there only
  a type named `…ViewModel`, `…Model` or `…Store` counts.

A view model is a class of the analyzed set that is an `ObservableObject` or `@Observable`,
or whose name ends in `ViewModel`; or a class ending in `Store` or `Model` that is not a
model object (`Codable`, `Identifiable`, `Hashable`, a platform subclass such as
`NSManagedObject`). A name the analyzed set does not declare counts only when it ends in
`ViewModel`. Reported at the type name of the construction, naming the view and the model.

## Why it matters

A view struct is rebuilt every time its parent's `body` runs. A view model created in a
stored property without `@StateObject`/`@State`, or in `body`, is created again on each of
those runs: its state (loaded data, a selection, an in-flight request) is lost, and work
starts over. It also hides the view model's dependencies inside the view, so a test or a
preview cannot replace them. Let a stateful root view create the view model from the
container or a factory and pass it down, or let the view own it with `@StateObject`.

## Flagged

```swift file=Sources/App/ProfileView.swift
import SwiftUI

final class ProfileViewModel: ObservableObject {
    @Published var name = ""
    init(api: ProfileAPI = LiveProfileAPI()) {}
}

struct ProfileView: View {
    @ObservedObject var model = ↓ProfileViewModel()

    var body: some View {
        Text(model.name)
    }
}
```
> message: view 'ProfileView' creates 'ProfileViewModel' in stored property 'model', which is rebuilt whenever the parent re-renders; let the root view or a factory create it and pass it in, or own it with @StateObject

### In `body` and a view-building helper

```swift file=Sources/App/SettingsView.swift
import SwiftUI

@Observable final class SettingsModel {
    var isOn = false
}

struct SettingsView: View {
    let api: SettingsAPI

    var body: some View {
        List {
            ToggleRow(model: ↓SettingsModel())
            NavigationLink("Account") {
                AccountView(viewModel: ↓AccountViewModel(api: api))
            }
        }
    }

    @ViewBuilder
    private func footer() -> some View {
        FooterView(model: ↓SettingsModel.init())
    }
}
```

### A child that takes the model through an initializer of its own

```swift file=Sources/App/NotesView.swift
import SwiftUI

final class NoteViewModel: ObservableObject {
    @Published var text = ""
}

struct NoteView: View {
    @StateObject var model: NoteViewModel
    init(model: NoteViewModel) {
        _model = StateObject(wrappedValue: model)
    }
    var body: some View { Text(model.text) }
}

struct NotesView: View {
    var body: some View {
        NoteView(model: ↓NoteViewModel())
    }
}
```

## Fixed

```swift file=Sources/App/ProfileView.swift
import SwiftUI

final class ProfileViewModel: ObservableObject {
    @Published var name = ""
    init(api: ProfileAPI) {}
}

struct ProfileView: View {
    @StateObject private var model: ProfileViewModel

    init(makeModel: @escaping () -> ProfileViewModel) {
        _model = StateObject(wrappedValue: makeModel())
    }

    var body: some View {
        Text(model.name)
    }
}

struct RootView: View {
    @StateObject private var model = ProfileViewModel(api: LiveProfileAPI())
    @State private var settings = SettingsModel()
    let container: AppContainer

    var body: some View {
        ProfileView { container.makeProfileViewModel() }
    }
}

@Observable final class SettingsModel {
    var isOn = false
}
```

### Not flagged

Previews, initializers, static members, non-view types, value models, closures that run on
an event (callbacks, `.task`, button actions), coordinator views (`…Coordinator`,
`…CoordinatorView`: the wiring that builds a module's screens), a cast or type test
(`if let vm = model as? FeedViewModel { … }` builds nothing), a view model handed whole to
a child view of the analyzed set that keeps it in a `@StateObject` and declares no
initializer of its own (`ShareView(model: ShareViewModel())`: the memberwise initializer
takes an autoclosure that `StateObject` evaluates once per view identity, so nothing is
rebuilt; held-out set 15: 5 such constructions, none acted on) and test files:

```swift file=Sources/App/Previews.swift
import SwiftUI

struct UserRow: View {
    let user: UserModel
    var body: some View { Text(UserModel(name: "x").name) }
}

struct SearchScreen: View {
    var searchModel: StateObject<SearchViewModel> = StateObject(wrappedValue: SearchViewModel())
    var body: some View { Text(searchModel.wrappedValue.title) }
}

final class SearchViewModel: ObservableObject {
    let title = ""
}

struct SortPicker: View {
    let model: AnyObject
    var body: some View {
        if let vm = model as? LibraryViewModel { Text(vm.title) }
    }
}

final class LibraryViewModel: ObservableObject {
    let title = ""
}

struct UserModel: Identifiable {
    var id = 0
    var name: String
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView(model: ProfileViewModel())
    }
}

#Preview {
    ProfileView(model: ProfileViewModel())
}

struct DetailView: View {
    static let sample = DetailViewModel()
    @ObservedObject var model: DetailViewModel

    init(model: DetailViewModel = DetailViewModel()) {
        self.model = model
    }

    var body: some View { Text("detail") }
}

struct ReauthView: View {
    @State private var loginModel: LoginViewModel?

    var body: some View {
        AuthenticationView(login: { details in
            loginModel = LoginViewModel(details: details)
        })
        .task { loginModel = LoginViewModel(details: nil) }
        Button("Retry") { loginModel = LoginViewModel(details: nil) }
    }
}

struct SettingsCoordinatorView: View {
    @StateObject var model: SettingsCoordinatorViewModel

    var body: some View {
        Text("settings")
            .sheet(item: $model.account) { data in
                AccountView(viewModel: AccountViewModel(data: data))
            }
    }
}

final class Coordinator {
    func start() -> some View { DetailView(model: DetailViewModel()) }
}

final class ShareViewModel: ObservableObject {
    @Published var link = ""
}

struct ShareView: View {
    @StateObject var model: ShareViewModel
    var body: some View { Text(model.link) }
}

struct SessionHeader: View {
    @State private var isSharing = false
    var body: some View {
        Button("Share") { isSharing = true }
            .sheet(isPresented: $isSharing) {
                ShareView(model: ShareViewModel())
            }
    }
}
```

```swift file=Tests/AppTests/ProfileViewTests.swift
struct HostView: View {
    var body: some View { ProfileView(model: ProfileViewModel()) }
}
```

## Options

None.

## Limits

- Off by default: on apps held out from its development it was right 12 times in 15
  (80 % STRICT; docs/accuracy/new-rules.md), under the 90 % a rule needs to be on by
  default. The misses were coordinator views (fixed since) and a view model built in the
  action closure of an app's own button type (`ChevronButton(title) { router.route(…) }`),
  which the rule takes for view building. Enable it with
  `{"rules": {"view_model_in_view": "on"}}`.
- Types are judged by name and declaration, not inferred: a view model from a package
  whose name does not end in `ViewModel` (a TCA `Store`) is not recognized, and a class of
  the app ending in `Model` without a model conformance is taken as a view model.
- A view model built in a `@StateObject`'s initializer through `init`
  (`_model = StateObject(wrappedValue: ProfileViewModel())`), or in the wrapper written out
  as a stored property's value (`var searchModel: StateObject<SearchModel> =
  StateObject(wrappedValue: SearchModel())`; held-out set 256: 4 of 4 SPEC "no"), is owned
  and never flagged; one
  built in an initializer's default argument (`init(model: DetailViewModel = DetailViewModel())`)
  is not flagged either, though it is rebuilt with the view.
- Closures in `body` count as view building when every closure around the construction is
  passed to a view (not as `Button`'s, `Task`'s or `Timer`'s closure, and not under a label
  other than `content`, `label`, `destination`, `header`, `footer`, `placeholder`) or to a
  content modifier (`sheet`, `fullScreenCover`, `popover`, `overlay`, `background`,
  `navigationDestination`, `toolbar`, `contextMenu`, `safeAreaInset`, `mask`, `alert`,
  `confirmationDialog`, `inspector`, `searchSuggestions`, `swipeActions`). A trailing
  closure of a custom view that is really a callback (`Row(item) { model = EditViewModel() }`)
  is taken for content.
- In `body` and view-building members only types named as view models (`…ViewModel`,
  `…Model`, `…Store`) are flagged; an observable helper without such a name
  (`RouterPath()`, a fallback `AudioPlayerState(…)`) built there is left alone: on the apps
  measured these were stand-ins for rows drawn without interaction
  (docs/accuracy/new-rules.md). In stored properties every view model counts.
- Views named for previews (`…Preview…`), named like a test double (`MockTimelineContent`)
  or as coordinators (`…Coordinator`, `…CoordinatorView`) are not checked: the first two
  never ship, and a coordinator view is where a module's screens are wired, the place this
  rule sends the construction to.
- Only views declared as structs conforming to `View` are checked; `UIViewRepresentable`
  wrappers and view modifiers (`ViewModifier.body(content:)`) are not.

"""#,
]
