//! Entity ids: `u32` newtypes indexing the arenas of a [`Body`](super::body::Body),
//! and the [`BodyId`] of the bodies themselves. `u32::MAX` is reserved as
//! "none" so optional links cost no extra space.

macro_rules! entity {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub struct $name(pub(crate) u32);

        #[allow(dead_code)]
        impl $name {
            /// The reserved "no entity" id.
            pub(crate) const NONE: $name = $name(u32::MAX);

            /// Whether this is the reserved "no entity" id.
            #[inline]
            pub(crate) fn is_none(self) -> bool {
                self.0 == u32::MAX
            }

            /// `None` for the reserved id.
            #[inline]
            pub(crate) fn expand(self) -> Option<$name> {
                if self.is_none() { None } else { Some(self) }
            }

            /// The arena index.
            #[inline]
            pub(crate) fn index(self) -> usize {
                self.0 as usize
            }

            /// The id of arena slot `index`.
            #[inline]
            pub(crate) fn from_index(index: usize) -> $name {
                $name(u32::try_from(index).expect("arena exceeds u32 ids"))
            }

            /// The raw number (creation order inside its arena).
            pub fn as_u32(self) -> u32 {
                self.0
            }
        }
    };
}

entity!(
    /// An operation inside its body.
    OpId
);
entity!(
    /// A block inside its body.
    BlockId
);
entity!(
    /// What an op records as its block: an index into its body's table of
    /// block slots, which names the block. Splitting a block relabels only
    /// the smaller half of its ops (see `split_block`), so a block's ops do
    /// not name it directly.
    BlockSlot
);
entity!(
    /// A region inside its body.
    RegionId
);
entity!(
    /// A value (op result, block argument or placeholder) inside its body.
    ValueId
);
entity!(
    /// An operand slot in a body's operand pool; also a node of a use list.
    UseId
);
entity!(
    /// A successor slot in a body's successor pool; also a node of the
    /// destination block's list of predecessor slots.
    SuccessorId
);
entity!(
    /// A body arena inside its [`Ir`](super::Ir).
    BodyId
);
