from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="EditTextRequest")


@_attrs_define
class EditTextRequest:
    """
    Attributes:
        position (None | str | Unset): top, middle or bottom; absent keeps the current position.
        scheme (None | str | Unset): auto, light, dark or gold; absent keeps the current colours.
        text (None | str | Unset): The card's new words, up to 200 characters; empty leaves the art
            without words, absent keeps the words it has.
    """

    position: None | str | Unset = UNSET
    scheme: None | str | Unset = UNSET
    text: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        position: None | str | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position

        scheme: None | str | Unset
        if isinstance(self.scheme, Unset):
            scheme = UNSET
        else:
            scheme = self.scheme

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if position is not UNSET:
            field_dict["position"] = position
        if scheme is not UNSET:
            field_dict["scheme"] = scheme
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_position(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        position = _parse_position(d.pop("position", UNSET))

        def _parse_scheme(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        scheme = _parse_scheme(d.pop("scheme", UNSET))

        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))

        edit_text_request = cls(
            position=position,
            scheme=scheme,
            text=text,
        )

        return edit_text_request
