//! The dataflow framework (`mlir_core::dataflow`) on the standard
//! dialects: what dead-code analysis and constant propagation find (live
//! and dead blocks and edges, predecessors of region and call points,
//! constants through block arguments, regions and calls), the order the
//! solver visits work in, and anchors made equivalent.

use std::cell::RefCell;
use std::rc::Rc;

use mlir_core::DialectRegistry;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::dataflow::{
    AnalysisState, ChangeResult, ConstantValue, DataFlowAnalysis, DataFlowSolver, Executable,
    Lattice, LatticeAnchor, PredecessorState, ProgramPoint, SolverContext, load_baseline_analyses,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_dialects::{arith, cf, func, scf};

use crate::common::{module, ops_named};

fn registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    registry.insert::<arith::Arith>();
    registry.insert::<cf::ControlFlow>();
    registry.insert::<func::Func>();
    registry.insert::<scf::Scf>();
    registry
}

const PROGRAM: &str = r#"
func.func @f(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t = arith.constant true
  cf.cond_br %t, ^live(%c1 : i32), ^dead(%c2 : i32)
^live(%a: i32):
  %s = arith.addi %a, %c1 : i32
  %r = scf.if %t -> i32 {
    scf.yield %s : i32
  } else {
    scf.yield %n : i32
  }
  %k = func.call @g(%s) : (i32) -> i32
  return %k : i32
^dead(%b: i32):
  return %b : i32
}
func.func private @g(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %y = arith.muli %x, %c3 : i32
  return %y : i32
}
"#;

/// The integer a value is known to be, if one.
fn known_int(ir: &IrView, solver: &DataFlowSolver, value: Value) -> Option<i64> {
    let lattice = solver.lookup::<Lattice<ConstantValue>>(value)?;
    lattice.value().constant()?.as_integer(ir.ctx())?.as_i64()
}

#[test]
fn baseline_analyses_find_live_code_predecessors_and_constants() {
    let mut parsed = module(&registry(), PROGRAM);
    let top = parsed.op().as_op();
    let ir = parsed.ir_mut();
    let mut solver = DataFlowSolver::new();
    load_baseline_analyses(&mut solver);
    solver.initialize_and_run(ir, top).expect("runs");

    let f = ops_named(ir, "func.func")[0];
    let blocks: Vec<_> = f.region(ir, 0).blocks(ir).collect();
    let live =
        |anchor: LatticeAnchor| solver.lookup::<Executable>(anchor).is_some_and(|e| e.is_live());
    let (entry, live_block, dead_block) = (blocks[0], blocks[1], blocks[2]);
    assert!(live(ProgramPoint::BlockStart(live_block).into()));
    assert!(!live(ProgramPoint::BlockStart(dead_block).into()));
    assert!(live(LatticeAnchor::Edge(entry, live_block)));
    assert!(!live(LatticeAnchor::Edge(entry, dead_block)));

    // Through the block argument, the `scf.if` on a known condition and
    // the private callee: 1 + 1, then 2, then 2 * 3.
    let arg = live_block.arg(ir, 0);
    assert_eq!(known_int(ir, &solver, arg), Some(1));
    let if_op = ops_named(ir, "scf.if")[0];
    assert_eq!(known_int(ir, &solver, if_op.result(ir, 0)), Some(2));
    let call = ops_named(ir, "func.call")[0];
    assert_eq!(known_int(ir, &solver, call.result(ir, 0)), Some(6));
    // The dead block's argument was never reached.
    assert!(
        solver
            .lookup::<Lattice<ConstantValue>>(dead_block.arg(ir, 0))
            .is_none_or(|l| l.value().is_uninitialized())
    );

    // The `scf.if`'s result comes from its `then` yield only; the callee
    // is called from the one call, which returns from its one return.
    let results = solver.lookup::<PredecessorState>(ProgramPoint::After(if_op)).expect("made");
    let yields = ops_named(ir, "scf.yield");
    assert_eq!(results.known_predecessors(), &[yields[0]]);
    let g = ops_named(ir, "func.func")[1];
    let callers = solver.lookup::<PredecessorState>(ProgramPoint::After(g)).expect("made");
    assert!(callers.all_predecessors_known());
    assert_eq!(callers.known_predecessors(), &[call]);
    let returns = solver.lookup::<PredecessorState>(ProgramPoint::After(call)).expect("made");
    assert_eq!(returns.known_predecessors(), &[ops_named(ir, "func.return")[2]]);
}

/// A state counting updates.
#[derive(Debug, Default)]
struct Counter(u32);

impl AnalysisState for Counter {
    fn new(_anchor: LatticeAnchor) -> Counter {
        Counter::default()
    }
}

/// Reads a counter on behalf of three points (one twice), bumps it once
/// from `initialize`, and records the points it is asked to visit.
struct Recorder {
    points: [ProgramPoint; 3],
    visited: Rc<RefCell<Vec<ProgramPoint>>>,
}

impl DataFlowAnalysis for Recorder {
    fn initialize(&mut self, cx: &mut SolverContext<'_>, _top: Op) -> Result<(), Diagnostic> {
        let counter = LatticeAnchor::Custom(7);
        for point in [self.points[0], self.points[1], self.points[0], self.points[2]] {
            cx.get_or_create_for::<Counter>(point, counter);
        }
        cx.update::<Counter>(counter, |c| {
            c.0 += 1;
            ChangeResult::Change
        });
        // No change: nothing more is queued.
        cx.update::<Counter>(counter, |_| ChangeResult::NoChange);
        Ok(())
    }

    fn visit(
        &mut self,
        _cx: &mut SolverContext<'_>,
        point: ProgramPoint,
    ) -> Result<(), Diagnostic> {
        self.visited.borrow_mut().push(point);
        Ok(())
    }
}

#[test]
fn the_solver_visits_dependents_once_each_first_in_first_out() {
    let mut parsed = module(&registry(), PROGRAM);
    let top = parsed.op().as_op();
    let ir = parsed.ir_mut();
    let constants = ops_named(ir, "arith.constant");
    let points = [
        ProgramPoint::After(constants[1]),
        ProgramPoint::After(constants[0]),
        ProgramPoint::before(ir, constants[0]),
    ];
    let visited = Rc::new(RefCell::new(Vec::new()));
    let mut solver = DataFlowSolver::new();
    solver.load(Recorder { points, visited: visited.clone() });
    solver.initialize_and_run(ir, top).expect("runs");
    assert_eq!(*visited.borrow(), points.to_vec());
    assert_eq!(solver.lookup::<Counter>(LatticeAnchor::Custom(7)).map(|c| c.0), Some(1));
}

/// Makes two points equivalent, then updates one of them.
struct Unifier(ProgramPoint, ProgramPoint);

impl DataFlowAnalysis for Unifier {
    fn initialize_equivalent_anchors(&mut self, cx: &mut SolverContext<'_>, _top: Op) {
        cx.union_anchors::<Counter>(self.0, self.1);
    }

    fn initialize(&mut self, cx: &mut SolverContext<'_>, _top: Op) -> Result<(), Diagnostic> {
        cx.update::<Counter>(self.1, |c| {
            c.0 = 5;
            ChangeResult::Change
        });
        Ok(())
    }

    fn visit(
        &mut self,
        _cx: &mut SolverContext<'_>,
        _point: ProgramPoint,
    ) -> Result<(), Diagnostic> {
        Ok(())
    }
}

#[test]
fn equivalent_anchors_share_one_state() {
    let mut parsed = module(&registry(), PROGRAM);
    let top = parsed.op().as_op();
    let ir = parsed.ir_mut();
    let constants = ops_named(ir, "arith.constant");
    let (a, b) = (ProgramPoint::before(ir, constants[0]), ProgramPoint::After(constants[0]));
    let other = ProgramPoint::After(constants[1]);
    let mut solver = DataFlowSolver::new();
    solver.load(Unifier(a, b));
    solver.initialize_and_run(ir, top).expect("runs");
    assert_eq!(solver.lookup::<Counter>(a).map(|c| c.0), Some(5));
    assert_eq!(solver.lookup::<Counter>(b).map(|c| c.0), Some(5));
    assert!(solver.lookup::<Counter>(other).is_none());
}
