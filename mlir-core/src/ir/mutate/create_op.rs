//! Creating ops: [`OperationState`], everything an op is made of, and
//! [`IrView::create_op`], which builds a detached op from it.

use crate::context::builtin::attributes::{Attribute, NamedAttr};
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::context::registrations::OpName;
use crate::ir::body::{Body, OpHeader, OpRecord, PoolRange, ValueDef};
use crate::ir::entity::{BlockId, BlockSlot, BodyId, OpId, RegionId, ValueId};
use crate::ir::handles::{Block, Op, Region, Value};
use crate::ir::view::IrView;

/// Everything needed to create an op (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op's name.
    pub name: OpName,
    /// Its location.
    pub loc: Location,
    /// Operand values, all in the body the op is created in.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Successor blocks, in the body the op is created in.
    pub successors: Vec<Block>,
    /// Property slots, `None` when absent (unregistered ops: zero or one dictionary).
    pub props: Vec<Option<Attribute>>,
    /// Discardable attributes.
    pub attrs: Vec<NamedAttr>,
    /// Detached regions to adopt: in the op's body, or for an isolated op
    /// all in one fresh unattached body, which becomes the op's child body.
    pub regions: Vec<Region>,
    /// Number of empty regions to add after `regions`.
    pub num_new_regions: usize,
}

impl OperationState {
    /// A state with a name and location and nothing else.
    pub fn new(name: OpName, loc: Location) -> OperationState {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            successors: Vec::new(),
            props: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            num_new_regions: 0,
        }
    }
}

impl IrView {
    /// Creates a detached op in `body`. For an isolated op, also creates (or
    /// adopts, see [`OperationState::regions`]) its child body.
    pub fn create_op(&mut self, body: BodyId, mut state: OperationState) -> Op {
        let isolated = state.name.is_isolated(self.ctx());
        if let Some(entry) = state.name.registered(self.ctx()) {
            // One slot per declared property, absent ones `None`.
            let n = entry.property_names.len();
            assert!(state.props.len() <= n, "more property values than the op declares");
            state.props.resize(n, None);
            // Default-valued properties are always materialized.
            for (slot, default) in state.props.iter_mut().zip(entry.prop_defaults) {
                if let (None, Some(default)) = (&slot, default) {
                    *slot = Some(default(self.ctx()));
                }
            }
        }
        let attrs = self.ctx().dictionary_attr(&state.attrs);
        for v in &state.operands {
            assert_eq!(v.body, body, "operand of another body: values never cross a body");
        }
        for b in &state.successors {
            assert_eq!(b.body, body, "successor of another body");
        }
        let child = if isolated {
            let child = match state.regions.first() {
                Some(r) => r.body,
                None => self.new_body(),
            };
            for r in &state.regions {
                assert_eq!(r.body, child, "regions of an isolated op must share one body");
            }
            // Its regions are usually complete here (the parser creates the
            // op after parsing them): return the pools' spare room.
            self.body_mut(child).compact();
            Some(child)
        } else {
            for r in &state.regions {
                assert_eq!(r.body, body, "region of another body");
            }
            None
        };
        let b = self.body_mut(body);
        b.make_room_for_op([
            state.operands.len(),
            state.result_types.len(),
            state.successors.len(),
            state.regions.len() + state.num_new_regions,
            state.props.len(),
        ]);
        let id = OpId::from_index(b.ops.len());
        let operands = {
            let start = b.uses.len() as u32;
            for v in &state.operands {
                let u = b.push_use_slot(v.id, id);
                b.link_use(u);
            }
            PoolRange { start, len: state.operands.len() as u32 }
        };
        let first_result = ValueId::from_index(b.values.len());
        for (i, &ty) in state.result_types.iter().enumerate() {
            b.new_value(ty, ValueDef::Result { op: id, index: i as u32 }, None);
        }
        let succ_ids: Vec<BlockId> = state.successors.iter().map(|s| s.id).collect();
        let successors = b.push_successors(id, &succ_ids);
        let (regions, props) = if child.is_some() {
            (PoolRange::default(), PoolRange::default())
        } else {
            let mut ids: Vec<RegionId> = state.regions.iter().map(|r| r.id).collect();
            for r in &ids {
                assert!(b.region(*r).owner.is_none(), "region already owned by an op");
            }
            for _ in 0..state.num_new_regions {
                ids.push(b.new_region(OpId::NONE));
            }
            for r in &ids {
                b.regions[r.index()].owner = id;
            }
            (
                Body::alloc_range(&mut b.region_pool, &ids),
                Body::alloc_range(&mut b.prop_pool, &state.props),
            )
        };
        b.ops.push(OpRecord {
            name: state.name,
            loc: state.loc,
            block_slot: BlockSlot::NONE,
            prev: OpId::NONE,
            next: OpId::NONE,
            order: 0,
            operands,
            first_result,
            num_results: state.result_types.len() as u32,
            successors,
            regions,
            attrs,
            props,
            child: child.unwrap_or(BodyId::NONE),
        });
        b.erased.push(false);
        if let Some(child) = child {
            let c = self.body_mut(child);
            assert!(c.parent.is_none() && c.header.is_none(), "child body already owned");
            let mut ids: Vec<RegionId> = state.regions.iter().map(|r| r.id).collect();
            for _ in 0..state.num_new_regions {
                ids.push(c.new_region(OpId::NONE));
            }
            c.parent = Some((body, id));
            c.header = Some(OpHeader { loc: state.loc, attrs, props: state.props, regions: ids });
        }
        Op { body, id }
    }
}
