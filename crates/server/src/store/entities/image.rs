use cardsmith_domain::cards::{ArtStyle as DomainArtStyle, Category as DomainCategory};
use cardsmith_domain::generation::Quality as DomainQuality;
use cardsmith_render::{TextPosition as DomainTextPosition, TextScheme as DomainTextScheme};
use cardsmith_storage::ImageFormat;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "images")]
pub struct Model {
    /// A random UUID.
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub prompt: String,
    /// What was asked for and charged.
    pub quality: Quality,
    /// What was made, e.g. 1024x1536 (an `auto` request records the real
    /// size): the provider's own measure, so not one of a fixed few.
    pub size: String,
    /// The real format of the stored file.
    pub output_format: OutputFormat,
    pub credit_cost_tenths: i64,
    /// The storage key of the file; its thumbnail's key derives from it.
    #[sea_orm(unique)]
    pub file_key: String,
    pub created_at: DateTimeUtc,
    /// For a greeting card: its occasion, art style and exact words.
    pub card_category: Option<CardCategory>,
    pub card_style: Option<CardStyle>,
    pub card_text: Option<String>,
    /// A card's art without its words, when the words are set on a copy
    /// (`file_key`); `None` means the file is the art.
    pub art_key: Option<String>,
    /// How the words sit.
    pub card_text_position: Option<TextPosition>,
    pub card_text_scheme: Option<TextScheme>,
    /// Set while the owner shares the image: its page is `/s/{share_token}`.
    #[sea_orm(unique)]
    pub share_token: Option<String>,
    /// For a revision: the image it was made from (which may since be gone).
    pub revised_from: Option<String>,
    /// For a revision: the instruction, in the customer's words.
    pub revision: Option<String>,
    /// For a revision: the first image of its line of versions.
    pub version_root: Option<String>,
    /// The seed the picture was made with (its bits as a signed integer);
    /// `None` for images older than the column, whose seed comes from the id.
    pub seed: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// A column holding one of another crate's enums, stored by the strings
/// that enum reads and writes (so no migration was needed), with the
/// conversions both ways and the stored string for answers. The stored type is what the row holds; the other
/// is what the code that uses it works with.
macro_rules! stored_enum {
    (
        $(#[$doc:meta])*
        $name:ident as $other:ident in $db_type:literal {
            $($variant:ident = $value:literal,)+
        }
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum)]
        #[sea_orm(rs_type = "String", db_type = $db_type)]
        pub enum $name {
            $(
                #[sea_orm(string_value = $value)]
                $variant,
            )+
        }

        impl $name {
            /// The string the column holds.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $value,)+
                }
            }
        }

        impl From<$other> for $name {
            fn from(value: $other) -> Self {
                match value {
                    $($other::$variant => $name::$variant,)+
                }
            }
        }

        impl From<$name> for $other {
            fn from(value: $name) -> Self {
                match value {
                    $($name::$variant => $other::$variant,)+
                }
            }
        }
    };
}

stored_enum! {
    /// The quality asked for (`images.quality`, a string column).
    Quality as DomainQuality in "String(StringLen::None)" {
        Low = "low",
        Medium = "medium",
        High = "high",
        Auto = "auto",
    }
}

stored_enum! {
    /// The stored file's format (`images.output_format`, a string column).
    OutputFormat as ImageFormat in "String(StringLen::None)" {
        Png = "png",
        Jpeg = "jpeg",
        Webp = "webp",
        Svg = "svg",
    }
}

stored_enum! {
    /// A card's occasion (`images.card_category`, a text column).
    CardCategory as DomainCategory in "Text" {
        Birthday = "birthday",
        Anniversary = "anniversary",
        Wedding = "wedding",
        Graduation = "graduation",
        ThankYou = "thank_you",
        GetWell = "get_well",
        NewBaby = "new_baby",
        Sympathy = "sympathy",
    }
}

stored_enum! {
    /// A card's art style (`images.card_style`, a text column).
    CardStyle as DomainArtStyle in "Text" {
        Watercolor = "watercolor",
        Cartoon = "cartoon",
        Photorealistic = "photorealistic",
        Abstract = "abstract",
        Minimalist = "minimalist",
        Vintage = "vintage",
    }
}

stored_enum! {
    /// Where a card's words sit (`images.card_text_position`, a text column).
    TextPosition as DomainTextPosition in "Text" {
        Top = "top",
        Middle = "middle",
        Bottom = "bottom",
    }
}

stored_enum! {
    /// A card's ink and halo (`images.card_text_scheme`, a text column).
    TextScheme as DomainTextScheme in "Text" {
        Auto = "auto",
        Light = "light",
        Dark = "dark",
        Gold = "gold",
    }
}
