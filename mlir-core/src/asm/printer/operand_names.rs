//! Values written alone, as MLIR's `Value::printAsOperand` writes them
//! with the printing flags of the run (`%5`, `%2#1`, `%arg0`, `%c0_i32`).
//!
//! MLIR numbers a value for that from its defining op (a block argument's:
//! the op owning its block) walked up to the top-level op, or with
//! `--mlir-print-local-scope` up to the first op that is isolated from
//! above (the op itself included): the name is the one that op's printing
//! would give. Here one numbering per such root is computed and kept.
//!
//! A pass sees only the op it runs on and its ancestors when the ops of a
//! pipeline run on threads, so [`OperandNamer::new`] takes that op (the
//! *focus*): in the custom form names below the focus depend only on the
//! regions on the way down to it (a region starts from the counters and
//! names of the region around it, never from its siblings'), so the other
//! ops' regions are left out. The generic form numbers every value of the
//! IR in one sequence: there every region this view can read is numbered,
//! which is all of them unless the pass runs on threads.

use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::asm::printer::{AsmPrinter, Mode, PrintOptions, SsaNames};
use crate::ir::{IrView, Op, Value, ValueOwner};

/// Names values as `Value::printAsOperand` does, for the values at or
/// below one op.
pub struct OperandNamer<'a> {
    ir: &'a IrView,
    opts: PrintOptions,
    focus: Op,
    /// The numbering of each naming root met so far.
    numberings: FxHashMap<Op, Arc<SsaNames>>,
}

impl<'a> OperandNamer<'a> {
    /// A namer for the values at or below `focus`, printed with `opts`
    /// (`generic` and `local_scope` matter).
    pub fn new(ir: &'a IrView, opts: &PrintOptions, focus: Op) -> OperandNamer<'a> {
        OperandNamer { ir, opts: opts.clone(), focus, numberings: FxHashMap::default() }
    }

    /// The name of `v` with its `%` and, for one result of several in a
    /// group, `#i`; `<<UNKNOWN SSA VALUE>>` for a value of no op.
    pub fn name(&mut self, v: Value) -> String {
        let ir = self.ir;
        let owner = match v.owner(ir) {
            ValueOwner::Result(op, _) => Some(op),
            ValueOwner::BlockArg(block, _) => block.parent_op(ir),
            ValueOwner::Placeholder => None,
        };
        let Some(owner) = owner else { return "<<UNKNOWN SSA VALUE>>".to_owned() };
        let root = self.naming_root(owner);
        let names = match self.numberings.get(&root) {
            Some(names) => names.clone(),
            None => {
                let names = Arc::new(self.number(root));
                self.numberings.insert(root, names.clone());
                names
            }
        };
        let mut p = AsmPrinter::new(ir, self.opts.clone(), Mode::Print);
        p.aliases.disabled = true;
        p.names = names;
        p.print_value_use(v);
        p.out
    }

    /// The op whose printing names `op`'s values: the top-level ancestor,
    /// or with local scope the first op isolated from above on the way.
    fn naming_root(&self, mut op: Op) -> Op {
        let ir = self.ir;
        loop {
            if self.opts.local_scope && op.name(ir).is_isolated(ir.ctx()) {
                return op;
            }
            match op.parent_op(ir) {
                Some(parent) => op = parent,
                None => return op,
            }
        }
    }

    /// Numbers the values below `root` (see the module doc for the regions
    /// left out).
    fn number(&self, root: Op) -> SsaNames {
        let ir = self.ir;
        let mut skip = FxHashSet::default();
        if self.opts.generic {
            let mut work = vec![root];
            while let Some(op) = work.pop() {
                for region in op.regions(ir) {
                    for block in region.blocks(ir) {
                        for nested in block.ops(ir) {
                            // An isolated op's regions are in its own body.
                            if nested.child_body(ir).is_some_and(|body| !ir.has_body(body)) {
                                skip.insert(nested);
                            } else if nested.num_regions(ir) > 0 {
                                work.push(nested);
                            }
                        }
                    }
                }
            }
        } else {
            // The ops on the way from `root` down to the focus; the others
            // beside them keep their regions out.
            let mut path = FxHashSet::default();
            let mut op = Some(self.focus);
            while let Some(o) = op {
                path.insert(o);
                if o == root {
                    break;
                }
                op = o.parent_op(ir);
            }
            if path.contains(&root) {
                for &on_path in &path {
                    if on_path == self.focus {
                        continue;
                    }
                    for region in on_path.regions(ir) {
                        for block in region.blocks(ir) {
                            // An isolated op's regions are in its own body,
                            // which may not be readable here: not asked.
                            skip.extend(block.ops(ir).filter(|&o| {
                                !path.contains(&o)
                                    && (o.child_body(ir).is_some() || o.num_regions(ir) > 0)
                            }));
                        }
                    }
                }
            }
        }
        SsaNames::compute_except(ir, &[root], self.opts.generic, Some(&skip))
    }
}
