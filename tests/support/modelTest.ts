/**
 * Model-based testing for machines that have timers and invoked effects.
 *
 * `createTestModel` (the @xstate/test API, shipped inside xstate as
 * `xstate/graph`) refuses machines with `after`, `invoke` or delayed actions.
 * So every machine gets a small *test model*: a machine written from the spec's
 * point of view, with timers as explicit events such as `HUNDRED_MS_PASS`,
 * turned into a TestModel by the test with `createTestModel(model, { events })`.
 * This helper
 *   1. generates paths from the test model that reach every model state and take
 *      every model transition (shortest path to a state, then each event from it),
 *   2. drives the real machine through each path (the caller maps model events
 *      to real events or to `SimulatedClock` steps) and checks the real snapshot
 *      after every step with the assertion of the model state reached, and
 *   3. reports which state nodes and transitions of the real machine no path
 *      visited, so a test can fail on incomplete coverage.
 * In Playwright, `browserModelPaths` plays the same test model against the real page
 * as tours that take every model transition in few page loads (tests/e2e/*.spec.ts).
 */
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InspectionEvent,
  type SnapshotFrom,
  SimulatedClock,
  createActor,
  getNextSnapshot,
} from 'xstate';
import type { TestModel } from 'xstate/graph';

/** A step of a generated path: the model event and the model state it leads to. */
export interface ModelStep<TEvent extends AnyEventObject> {
  event: TEvent;
  /** Dot path of the model state reached, e.g. 'open.placed.collapsed'. */
  state: string;
  /** The model's context there (e.g. the slide index a carousel model expects). */
  context: unknown;
}

export interface ModelPath<TEvent extends AnyEventObject> {
  /** Readable summary, e.g. 'closed → TOGGLE → open.pending …'. */
  description: string;
  initialState: string;
  initialContext: unknown;
  steps: Array<ModelStep<TEvent>>;
}

/** Every leaf of a state value as one dot path, parallel regions joined with '|'. */
export function stateKey(value: unknown): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const parts = entries.map(([key, child]) => {
    const inner = stateKey(child);
    return inner.includes('|') && entries.length === 1 ? `${key}.{${inner}}` : `${key}.${inner}`;
  });
  return parts.join('|');
}

/**
 * A state key of a test model with parallel regions ('flow.step1|name.empty|…') as an object
 * of its regions' states; throws unless its regions are exactly `regions`, in order.
 */
export function parseRegions<TState>(key: string, regions: readonly string[], model: string): TState {
  const parts = Object.fromEntries(
    key.split('|').map((part) => {
      const dot = part.indexOf('.');
      return [part.slice(0, dot), part.slice(dot + 1)];
    }),
  );
  if (Object.keys(parts).join() !== regions.join()) throw new Error(`Unknown ${model} model state ${key}`);
  return parts as TState;
}

function describeEvent(event: AnyEventObject): string {
  const { type, ...rest } = event;
  const details = Object.values(rest).map(String);
  return details.length ? `${type}(${details.join(',')})` : type;
}

/** What `createTestModel(machine, { events })` returns for a test model machine. */
export type TestModelOf<TModel extends AnyStateMachine> = TestModel<SnapshotFrom<TModel>, EventFromLogic<TModel>, unknown>;

/**
 * The events of `events` that the test model's `filterEvents` option (if any) lets a state
 * offer: a model shared by several walks (an opening walk, a dialog walk) keeps each to its own.
 */
function offeredOnly<TEvent extends AnyEventObject>(testModel: { options: unknown }, snapshot: unknown, events: readonly TEvent[]): readonly TEvent[] {
  const { filterEvents } = testModel.options as { filterEvents?: (snapshot: unknown, event: TEvent) => boolean };
  return filterEvents ? events.filter((event) => filterEvents(snapshot, event)) : events;
}

/**
 * Paths through the test model that together visit every model state and take
 * every transition it has: the shortest path to each state, extended by each
 * event that state handles (createTestModel offers, per state, the events of
 * its list that the state handles).
 */
export function generateModelPaths<TModel extends AnyStateMachine>(
  testModel: TestModelOf<TModel>,
): Array<ModelPath<EventFromLogic<TModel>>> {
  type TEvent = EventFromLogic<TModel>;
  const model = testModel.testLogic as unknown as TModel;
  const eventsOf = (snapshot: SnapshotFrom<TModel>): readonly TEvent[] => {
    const events = testModel.options.events;
    return offeredOnly(testModel, snapshot, (typeof events === 'function' ? events(snapshot) : events) ?? []);
  };
  // One shortest path per model state (the generator may return several).
  const shortestByState = new Map<string, (typeof shortestAll)[number]>();
  const shortestAll = testModel.getShortestPaths({ allowDuplicatePaths: true });
  for (const path of shortestAll) {
    const key = stateKey((path.state as AnyMachineSnapshot).value);
    const known = shortestByState.get(key);
    if (!known || path.steps.length < known.steps.length) shortestByState.set(key, path);
  }
  const paths: Array<ModelPath<TEvent>> = [];
  for (const path of shortestByState.values()) {
    for (const event of eventsOf(path.state)) {
      const next = getNextSnapshot(model, path.state as SnapshotFrom<TModel>, event);
      const steps = [
        ...path.steps.map((step) => ({
          event: step.event as TEvent,
          state: stateKey((step.state as AnyMachineSnapshot).value),
          context: (step.state as AnyMachineSnapshot).context,
        })),
        { event, state: stateKey((next as AnyMachineSnapshot).value), context: (next as AnyMachineSnapshot).context },
      ];
      paths.push({ description: '', initialState: '', initialContext: undefined, steps });
    }
  }
  const initialSnapshot = createActor(model).getSnapshot() as AnyMachineSnapshot;
  const initialState = stateKey(initialSnapshot.value);
  for (const path of paths) {
    // getShortestPaths starts each path with the initial state reached by an init event
    path.steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
    path.initialState = initialState;
    path.initialContext = initialSnapshot.context;
    path.description = [initialState, ...path.steps.map((s) => `${describeEvent(s.event)} → ${s.state}`)].join(' → ');
  }
  return paths;
}

/**
 * What a path of a test model achieves, as names: each model state it visits
 * (`state …`), each transition of the model it takes (`transition …`, found by
 * replaying the path on the model itself) and each distinct event it performs
 * (`event …`, so e.g. every provider status is sent at least once).
 */
export function modelPathGoals(model: AnyStateMachine, path: ModelPath<AnyEventObject>): string[] {
  const goals = new Set<string>([`state ${path.initialState}`]);
  const actor = createActor(model, {
    inspect: (event) => {
      if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
      event._transitions.forEach((transition) => goals.add(`transition ${describeTransition(transition)}`));
    },
  });
  actor.start();
  for (const step of path.steps) {
    actor.send(step.event);
    goals.add(`state ${step.state}`);
    goals.add(`event ${describeEvent(step.event)}`);
  }
  actor.stop();
  return [...goals];
}

/**
 * A deterministic subset of paths that achieves every goal the whole set
 * achieves (greedy set cover: the path with the most goals not yet achieved,
 * the shorter one on a tie, the earlier one after that), in the order of the
 * given paths. For browser runs where every path of a model costs seconds.
 */
export function coveringPaths<TPath>(paths: readonly TPath[], goalsOf: (path: TPath) => readonly string[], length: (path: TPath) => number): TPath[] {
  const goals = paths.map(goalsOf);
  const remaining = new Set(goals.flat());
  const chosen = new Set<number>();
  while (remaining.size > 0) {
    let best = -1;
    let bestGain = 0;
    goals.forEach((pathGoals, index) => {
      const gain = pathGoals.filter((goal) => remaining.has(goal)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && length(paths[index]!) < length(paths[best]!))) {
        best = index;
        bestGain = gain;
      }
    });
    chosen.add(best);
    goals[best]!.forEach((goal) => remaining.delete(goal));
  }
  return paths.filter((_, index) => chosen.has(index));
}

/**
 * A covering subset of generateModelPaths, each from a fresh start: it still visits every
 * model state, takes every model transition and performs every event (coveringPaths). For
 * pages where one path leaves state a later one must not meet (the contact form: a sent
 * message starts the 30 s throttle for the page load).
 */
export function coveringModelPaths<TModel extends AnyStateMachine>(testModel: TestModelOf<TModel>): Array<ModelPath<EventFromLogic<TModel>>> {
  const paths = generateModelPaths(testModel);
  if (process.env.MODEL_ALL_PATHS) return paths;
  const model = testModel.testLogic as unknown as AnyStateMachine;
  return coveringPaths(paths, (path) => modelPathGoals(model, path), (path) => path.steps.length);
}

/** The longest tour modelTours makes before it starts another one from the initial state. */
const MAX_TOUR_STEPS = 24;

/**
 * Walks through a test model so that every transition it offers (each event each reachable
 * state handles, as createTestModel offers them) is taken at least once, in as few walks from
 * the initial state as it can: from where it stands it takes an untaken transition, or the
 * shortest way to the nearest state that still has one; it starts a new walk when none is
 * reachable (a final or absorbing state) or the walk has MAX_TOUR_STEPS steps. For the
 * browser, where each walk costs a page load and every step only costs the step.
 */
export function modelTours<TModel extends AnyStateMachine>(testModel: TestModelOf<TModel>): Array<ModelPath<EventFromLogic<TModel>>> {
  type TEvent = EventFromLogic<TModel>;
  const model = testModel.testLogic as unknown as AnyStateMachine;
  const eventsOf = (snapshot: AnyMachineSnapshot): readonly TEvent[] => {
    const events = testModel.options.events as unknown;
    const list = typeof events === 'function' ? (events as (s: AnyMachineSnapshot) => readonly TEvent[])(snapshot) : (events as readonly TEvent[] | undefined);
    return offeredOnly(testModel, snapshot, list ?? []).filter((event) => snapshot.can(event));
  };
  const keyOf = (snapshot: AnyMachineSnapshot) => `${stateKey(snapshot.value)} ${JSON.stringify(snapshot.context ?? null)}`;
  const edgeOf = (snapshot: AnyMachineSnapshot, event: TEvent) => `${keyOf(snapshot)} ${describeEvent(event)}`;
  const initial = createActor(model).getSnapshot() as AnyMachineSnapshot;

  // Every transition of the reachable model.
  const untaken = new Set<string>();
  const seen = new Set([keyOf(initial)]);
  const queue = [initial];
  while (queue.length) {
    const snapshot = queue.shift()!;
    for (const event of eventsOf(snapshot)) {
      untaken.add(edgeOf(snapshot, event));
      const next = getNextSnapshot(model, snapshot, event) as AnyMachineSnapshot;
      if (!seen.has(keyOf(next))) {
        seen.add(keyOf(next));
        queue.push(next);
      }
    }
  }

  /** The shortest way from `from` to a state with an untaken transition, that transition included. */
  const wayToUntaken = (from: AnyMachineSnapshot): Array<{ event: TEvent; next: AnyMachineSnapshot }> | undefined => {
    const visited = new Set([keyOf(from)]);
    const ways: Array<{ snapshot: AnyMachineSnapshot; way: Array<{ event: TEvent; next: AnyMachineSnapshot }> }> = [{ snapshot: from, way: [] }];
    while (ways.length) {
      const { snapshot, way } = ways.shift()!;
      for (const event of eventsOf(snapshot)) {
        const next = getNextSnapshot(model, snapshot, event) as AnyMachineSnapshot;
        if (untaken.has(edgeOf(snapshot, event))) return [...way, { event, next }];
        if (!visited.has(keyOf(next))) {
          visited.add(keyOf(next));
          ways.push({ snapshot: next, way: [...way, { event, next }] });
        }
      }
    }
    return undefined;
  };

  const tours: Array<ModelPath<TEvent>> = [];
  while (untaken.size) {
    let snapshot = initial;
    const steps: Array<ModelStep<TEvent>> = [];
    while (steps.length < MAX_TOUR_STEPS) {
      const way = wayToUntaken(snapshot);
      if (!way) break;
      for (const { event, next } of way) {
        untaken.delete(edgeOf(snapshot, event));
        steps.push({ event, state: stateKey(next.value), context: next.context });
        snapshot = next;
      }
    }
    if (!steps.length) throw new Error(`modelTours: ${[...untaken][0]} cannot be reached`);
    const initialState = stateKey(initial.value);
    tours.push({
      description: [initialState, ...steps.map((step) => `${describeEvent(step.event)} → ${step.state}`)].join(' → '),
      initialState,
      initialContext: initial.context,
      steps,
    });
  }
  return tours;
}

/**
 * The paths of a test model to run against the real page: tours that take every
 * transition of the model (modelTours), since each browser path costs a page load while a
 * step costs only the step. The unit model tests run every generated path against the
 * machine. MODEL_ALL_PATHS=1 runs every generated path in the browser too.
 */
export function browserModelPaths<TModel extends AnyStateMachine>(testModel: TestModelOf<TModel>): Array<ModelPath<EventFromLogic<TModel>>> {
  if (process.env.MODEL_ALL_PATHS) return generateModelPaths(testModel);
  return modelTours(testModel);
}

/** Every state node of a machine, root included, keyed by id. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    Object.values(node.states).forEach((child) => visit(child as AnyStateNode));
  };
  visit(machine.root);
  return nodes;
}

/** Every transition a machine defines: event, delayed (after), invoke done/error and eventless. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allStateNodes(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

/**
 * A key that names a transition the same way in every instance of a machine
 * (`.provide()` makes new definition objects): source, event and position.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const always = source.always ?? [];
  if (always.includes(transition)) return `${source.id}|always|${always.indexOf(transition)}`;
  const siblings = source.transitions.get(transition.eventType) ?? [];
  return `${source.id}|${transition.eventType}|${siblings.indexOf(transition)}`;
}

export function describeTransition(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((t) => t.id).join(',') ?? '(no target)';
  return `${transition.source.id} --${transition.eventType}--> ${targets}`;
}

/**
 * Records which state nodes and transitions of a real machine a set of runs visited: of the
 * root actor (`of: 'root'`), or of every other actor of the system running this machine
 * (`of: 'children'`: a form spawned into a system root, an invoked sender), so the machines of
 * one actor system can be covered together.
 */
export class CoverageRecorder {
  private readonly visitedNodes = new Set<string>();
  private readonly takenTransitions = new Set<string>();

  constructor(
    private readonly machine: AnyStateMachine,
    private readonly of: 'root' | 'children' = 'root',
  ) {}

  /** Pass as the `inspect` option of `createActor`. */
  readonly inspect = (event: InspectionEvent): void => {
    if (!this.watches(event)) return;
    if (event.type === '@xstate.microstep') {
      event._transitions.forEach((transition) => this.takenTransitions.add(transitionKey(transition)));
      this.recordSnapshot(event.snapshot as SnapshotFrom<AnyStateMachine>);
    } else if (event.type === '@xstate.snapshot' && this.of === 'children') {
      // a child's first state is entered without a microstep
      this.recordSnapshot(event.snapshot as SnapshotFrom<AnyStateMachine>);
    }
  };

  /** The root actor is the machine under test; of its children (stubs, siblings), only those running this machine. */
  private watches(event: InspectionEvent): boolean {
    const isRoot = event.actorRef.sessionId === event.rootId;
    if (this.of === 'root') return isRoot;
    const logic = (event.actorRef as { logic?: { id?: unknown } }).logic;
    return !isRoot && logic?.id === this.machine.id;
  }

  recordSnapshot(snapshot: SnapshotFrom<AnyStateMachine>): void {
    for (const node of allStateNodes(this.machine)) {
      if (node.path.length === 0 || snapshot.matches(pathToValue(node.path))) this.visitedNodes.add(node.id);
    }
  }

  report(): { unvisitedStates: string[]; untakenTransitions: string[] } {
    return {
      unvisitedStates: allStateNodes(this.machine)
        .map((node) => node.id)
        .filter((id) => !this.visitedNodes.has(id)),
      untakenTransitions: allTransitions(this.machine)
        .filter((transition) => !this.takenTransitions.has(transitionKey(transition)))
        .map(describeTransition),
    };
  }
}

function pathToValue(path: string[]): string | Record<string, unknown> {
  const [head, ...rest] = path;
  return rest.length === 0 ? head! : { [head!]: pathToValue(rest) };
}

/**
 * Coverage of one actor system: the root's machine and the machines of its other actors
 * (`alsoCover`), reported together (their state node ids name their machine).
 */
export function systemCoverage(root: AnyStateMachine, alsoCover: AnyStateMachine[] = []) {
  const recorders = [new CoverageRecorder(root), ...alsoCover.map((machine) => new CoverageRecorder(machine, 'children'))];
  return {
    /** Pass as the `inspect` option of the root's `createActor`. */
    inspect: (event: InspectionEvent) => recorders.forEach((recorder) => recorder.inspect(event)),
    /** The root's first snapshot (entered without a microstep). */
    recordRoot: (snapshot: SnapshotFrom<AnyStateMachine>) => recorders[0]!.recordSnapshot(snapshot),
    report: () => {
      const reports = recorders.map((recorder) => recorder.report());
      return {
        unvisitedStates: reports.flatMap((report) => report.unvisitedStates),
        untakenTransitions: reports.flatMap((report) => report.untakenTransitions),
      };
    },
  };
}

export interface RealRunContext<TReal extends AnyStateMachine> {
  actor: ReturnType<typeof createActor<TReal>>;
  clock: SimulatedClock;
}

export interface ModelBasedSpec<TModel extends AnyStateMachine, TReal extends AnyStateMachine> {
  /** `createTestModel(model, { events })`: the spec's view, timers as explicit events, no invoke/after. */
  testModel: TestModelOf<TModel>;
  /** The real machine under test; provide stubs for its effects. */
  createReal: () => TReal;
  /** Input for the real machine, if it takes any. */
  input?: unknown;
  /** Runs once the real actor has started, before the first assertion (e.g. starts a form in a system root). */
  start?: (run: RealRunContext<TReal>) => void;
  /**
   * Machines of other actors of the real actor's system (invoked or spawned children) whose
   * state nodes and transitions `coverage()` reports too, so one system is covered as one.
   */
  alsoCover?: AnyStateMachine[];
  /** Performs a model event on the real actor: send an event or advance the clock. */
  execute: (event: EventFromLogic<TModel>, run: RealRunContext<TReal>) => void;
  /**
   * One assertion per model state (as `stateKey` gives it), run after every step.
   * `modelContext` is the test model's context there, for models that keep data
   * (an index, a count) in context rather than in state names.
   */
  states: Record<string, (snapshot: SnapshotFrom<TReal>, run: RealRunContext<TReal>, modelContext: unknown) => void>;
}

export interface ModelBasedSuite<TModel extends AnyStateMachine> {
  paths: Array<ModelPath<EventFromLogic<TModel>> & { run: () => void }>;
  /** Model states without an assertion: must be empty, or a state passes silently. */
  statesWithoutAssertion: () => string[];
  /** What the paths run so far left unvisited in the real machine. */
  coverage: () => { unvisitedStates: string[]; untakenTransitions: string[] };
}

/**
 * Builds the paths of a test model bound to the real machine. Run every path,
 * then check `coverage()`: both lists must be empty.
 */
export function createModelBasedSuite<TModel extends AnyStateMachine, TReal extends AnyStateMachine>(
  spec: ModelBasedSpec<TModel, TReal>,
): ModelBasedSuite<TModel> {
  const coverage = systemCoverage(spec.createReal(), spec.alsoCover);
  const generated = generateModelPaths(spec.testModel);
  const reachedStates = new Set(generated.flatMap((path) => [path.initialState, ...path.steps.map((s) => s.state)]));

  const assertState = (key: string, modelContext: unknown, run: RealRunContext<TReal>, where: string) => {
    const assertion = spec.states[key];
    if (!assertion) throw new Error(`No assertion for model state "${key}" (${where})`);
    try {
      assertion(run.actor.getSnapshot() as SnapshotFrom<TReal>, run, modelContext);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new Error(`Real machine does not match model state "${key}" ${where}:\n${detail}`);
    }
  };

  const paths = generated.map((path) => ({
    ...path,
    run: () => {
      const clock = new SimulatedClock();
      const actor = createActor(spec.createReal() as AnyStateMachine, { clock, inspect: coverage.inspect, input: spec.input });
      // A machine that fails (e.g. missing input) must not pass as "unchanged": the error
      // is caught here and reported by the check after each step.
      actor.subscribe({ error: () => {} });
      const failIfErrored = (where: string) => {
        const snapshot = actor.getSnapshot();
        if (snapshot.status === 'error') throw new Error(`Real machine failed ${where}: ${String(snapshot.error)}`);
      };
      const run = { actor, clock } as unknown as RealRunContext<TReal>;
      actor.start();
      coverage.recordRoot(actor.getSnapshot());
      spec.start?.(run);
      failIfErrored('at the start');
      assertState(path.initialState, path.initialContext, run, 'at the start');
      path.steps.forEach((step, index) => {
        const where = `after step ${index + 1} (${describeEvent(step.event)})`;
        spec.execute(step.event, run);
        failIfErrored(where);
        assertState(step.state, step.context, run, where);
      });
      actor.stop();
    },
  }));

  return {
    paths,
    statesWithoutAssertion: () => [...reachedStates].filter((key) => !(key in spec.states)),
    coverage: coverage.report,
  };
}
