from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CardView")


@_attrs_define
class CardView:
    """A greeting card's structure, kept beside its prompt.

    Attributes:
        category (str): birthday, anniversary, wedding, graduation, thank_you, get_well, new_baby or sympathy.
        style (str): watercolor, cartoon, photorealistic, abstract, minimalist or vintage.
        text_position (str): top, middle or bottom.
        text_scheme (str): auto, light, dark or gold.
        text (None | str | Unset): The exact words on the card; absent for a card without words.
    """

    category: str
    style: str
    text_position: str
    text_scheme: str
    text: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        style = self.style

        text_position = self.text_position

        text_scheme = self.text_scheme

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "category": category,
                "style": style,
                "textPosition": text_position,
                "textScheme": text_scheme,
            }
        )
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category")

        style = d.pop("style")

        text_position = d.pop("textPosition")

        text_scheme = d.pop("textScheme")

        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))

        card_view = cls(
            category=category,
            style=style,
            text_position=text_position,
            text_scheme=text_scheme,
            text=text,
        )

        card_view.additional_properties = d
        return card_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
